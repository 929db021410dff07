/**
 * Local plugin: an inline script in every page's <head> keeps the server's title until the app has hydrated.
 * The head manager (react-helmet-async) collects each <Head> while React renders and writes the title on the
 * next animation frame; React hydrates in time slices, so a frame can pass when only the site-wide <Head>
 * (the site title alone) has rendered. The title read «Custodia para desarrolladores» at the `load` event and
 * came back ~100 ms later, so tabs, history entries and crawlers reading it then got the wrong one.
 *
 * Until <html data-has-hydrated> is set, writes to document.title are held back; one frame after it, the
 * last held-back title is applied unless the head manager has written since (a page whose client title
 * differs from the server's, such as /search?q=…). The hash is in the Content-Security-Policy.
 */
import type {Plugin} from '@docusaurus/types';

export const SERVER_TITLE_SCRIPT = `!function(){var d=document,h=d.documentElement,p=Object.getOwnPropertyDescriptor(Document.prototype,'title');
if(!p||!p.set||!window.MutationObserver)return;var held,wrote=false,done=false;
Object.defineProperty(d,'title',{configurable:true,get:function(){return p.get.call(d)},set:function(v){if(done){wrote=true;p.set.call(d,v)}else held=v}});
new MutationObserver(function(_,o){if(!h.hasAttribute('data-has-hydrated'))return;o.disconnect();done=true;
requestAnimationFrame(function(){delete d.title;if(!wrote&&held!==undefined)d.title=held})}).observe(h,{attributes:true,attributeFilter:['data-has-hydrated']})}();`;

export default function serverTitlePlugin(): Plugin {
  return {
    name: 'custodia-server-title',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: SERVER_TITLE_SCRIPT}]};
    },
  };
}
