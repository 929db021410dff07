/** Attaches image zoom 1000 ms after the first load and after every route change. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {Zoom} from 'medium-zoom';
import {zoomConfig} from '../../config/zoom';
import {attachZoom} from '../lib/zoom';

let zoom: Zoom | undefined;
let timer: number | undefined;

function scheduleAttach(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    zoom?.detach();
    zoom = attachZoom();
  }, zoomConfig.attachDelayMs);
}

export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) scheduleAttach();
}
