/**
 * «Preguntar» ranks sections over the whole site: the section index the build writes beside Pagefind's
 * (src/plugins/searchIndex/sectionIndex.mjs) and its ranking (src/lib/ask/sections.ts: MiniSearch's BM25 of each
 * stem, combined per section).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {SectionIndex, type SectionIndexData} from '../../src/lib/ask/sections';
import {relatedWords} from '../../src/lib/ask/related';
import {textStems} from '../../src/lib/search/stems.mjs';
import {writeSectionIndex} from '../../src/plugins/searchIndex/sectionIndex.mjs';

interface FakePage {
  url: string;
  title: string;
  /** `level` is the heading's (2 when absent). */
  sections: {heading?: string; id?: string; level?: number; text: string}[];
  keywords?: string;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Writes the pages as Pagefind fragments (gzip of a signature and JSON), builds the section index, reads it. */
function indexOf(pages: FakePage[]): {index: SectionIndex; file: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ask-sections-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'fragment'));
  pages.forEach((page, n) => {
    // Pagefind's text of a page starts with its title (the h1), as the opening section's first sentence.
    const words: string[] = `${page.title}.`.split(' ');
    const anchors: {element: string; id: string; text: string; location: number}[] = [];
    for (const section of page.sections) {
      if (section.heading) {
        anchors.push({
          element: `h${section.level ?? 2}`,
          id: section.id ?? section.heading,
          text: section.heading,
          location: words.length,
        });
        words.push(...`${section.heading}.`.split(' '));
      }
      words.push(...section.text.split(' '));
    }
    if (page.keywords) words.push(`${page.keywords}.`);
    const fragment = {
      url: `${page.url}/`,
      content: words.join(' '),
      meta: {title: page.title, keywords: page.keywords},
      anchors,
    };
    const bytes = zlib.gzipSync(`pagefind_dcd${JSON.stringify(fragment)}`);
    fs.writeFileSync(path.join(dir, 'fragment', `es_${n}.pf_fragment`), bytes);
  });
  const {file} = writeSectionIndex(dir);
  return {index: new SectionIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as SectionIndexData), file};
}

const signature: FakePage = {
  url: '/docs/firma',
  title: 'Firma electrónica',
  sections: [
    {text: 'La firma electrónica deja constancia de quién firmó un documento.'},
    {heading: 'Validez', id: 'validez', text: 'La firma tiene validez legal en México, Chile y Colombia.'},
    {heading: 'Formatos', id: 'formatos', text: 'La firma acepta documentos PDF de hasta 10 MB.'},
  ],
};
const consent: FakePage = {
  url: '/docs/consentimiento',
  title: 'Gestionar el consentimiento',
  sections: [
    {heading: 'Revocación', id: 'revocación', text: 'Registra una acción revoke y confírmala con un compromiso.'},
    {heading: 'Vencimientos', id: 'vencimientos', text: 'Los permisos con plazo vencen solos; una revocación no.'},
    {heading: 'Eventos', id: 'eventos', text: 'Al resolverse se emite data_subject_request.resolved.'},
  ],
  keywords: 'revocar, revocación, baja',
};

describe('«Preguntar» section ranking', () => {
  it('ranks the section with the rarer word of the question first, though every section says the common one', () => {
    const {index} = indexOf([signature, consent]);
    expect(index.rank(['firma', 'méxico'])[0].url).toBe('/docs/firma#validez');
    expect(index.rank(['firma', 'pdf'])[0].url).toBe('/docs/firma#formatos');
  });

  it('adds what each word of the question scores in a section, with no bonus for saying more of them', () => {
    const {index} = indexOf([signature, consent]);
    const score = (terms: string[]) => index.rank(terms).find((r) => r.url === '/docs/firma#validez')?.score ?? 0;
    expect(score(['firma'])).toBeGreaterThan(0);
    expect(score(['méxico'])).toBeGreaterThan(0);
    expect(score(['firma', 'méxico'])).toBeCloseTo(score(['firma']) + score(['méxico']), 10);
  });

  it('finds a section with only some of the question’s words', () => {
    const {index} = indexOf([signature, consent]);
    const ranked = index.rank(['firma', 'méxico', 'notario']);
    expect(ranked[0].url).toBe('/docs/firma#validez');
  });

  it('matches inflected forms through their stem: «revoco» finds «Revocación»', () => {
    const {index} = indexOf([signature, consent]);
    expect(index.rank(['revoco'])[0].url).toBe('/docs/consentimiento#revocación');
  });

  it('meets a verb with a pronoun joined to it («firmarlo»), and the noun of a verb’s action through its related words («vencer»)', () => {
    const {index} = indexOf([signature, consent]);
    expect(index.rank(['pdf', 'firmarlo'])[0].url).toBe('/docs/firma#formatos');
    expect(index.rank(['vencer'])[0].url).toBe('/docs/consentimiento#vencimientos');
  });

  it('ranks the section whose heading names the word above one that only mentions it', () => {
    const {index} = indexOf([signature, consent]);
    const urls = index.rank(['revocación']).map((r) => r.url);
    expect(urls.indexOf('/docs/consentimiento#revocación')).toBeLessThan(
      urls.indexOf('/docs/consentimiento#vencimientos'),
    );
  });

  it('counts a word of the page title for every section of the page, not only for the opening that says it', () => {
    const center: FakePage = {
      url: '/docs/centro',
      title: 'Centro de privacidad',
      sections: [
        {text: 'Un sitio alojado con la marca de tu empresa.'},
        {heading: 'Qué puede hacer la persona', id: 'que-puede-hacer', text: 'Revisa sus acuerdos y sus derechos.'},
      ],
    };
    const {index} = indexOf([center, signature]);
    expect(index.rank(['privacidad']).map((r) => r.url)).toEqual(['/docs/centro', '/docs/centro#que-puede-hacer']);
    expect(index.rank(['privacidad', 'persona'])[0].url).toBe('/docs/centro#que-puede-hacer');
  });

  it('finds an API token by its parts', () => {
    const {index} = indexOf([signature, consent]);
    expect(index.rank(['resolved'])[0].url).toBe('/docs/consentimiento#eventos');
    expect(index.rank(['data_subject_request.resolved'])[0].url).toBe('/docs/consentimiento#eventos');
  });

  it('reads a key prefix the docs write with its trailing underscore («sk_live_») as the reader’s «sk_live»', () => {
    const keys: FakePage = {
      url: '/docs/claves',
      title: 'Claves de API',
      sections: [
        {
          heading: 'Prefijos',
          id: 'prefijos',
          text: 'Una clave de producción empieza por sk_live_ y una de prueba por sk_test_.',
        },
        {
          heading: 'Rotación',
          id: 'rotacion',
          text: 'Rota la clave live sin cortar el servicio; la sk vieja sigue activa un día.',
        },
      ],
    };
    const {index} = indexOf([keys, consent]);
    // The whole token is rarer than its parts («sk», «live»), which the «Rotación» section says too.
    expect(index.rank(['sk_live'])[0].url).toBe('/docs/claves#prefijos');
    expect(textStems('sk_live_')).toEqual(textStems('sk_live'));
  });

  it('leaves the words of a «Siguientes pasos» list out: its links name what other pages answer', () => {
    const guide: FakePage = {
      url: '/docs/guia',
      title: 'Guía de firma',
      sections: [
        {text: 'Firma un documento de prueba.'},
        {heading: 'Siguientes pasos', id: 'siguientes-pasos', text: 'Revisa la lista para pasar a producción.'},
      ],
    };
    const production: FakePage = {
      url: '/docs/produccion',
      title: 'Salir a vivo',
      sections: [
        {heading: 'Lista', id: 'lista', text: 'Antes de pasar a producción, rota las claves y revisa los webhooks.'},
      ],
    };
    const {index} = indexOf([guide, production]);
    expect(index.rank(['pasar', 'producción']).map((r) => r.url)).toEqual(['/docs/produccion#lista']);
  });

  it('says how much of a question its best section says: all of it, or the share of the telling words', () => {
    const {index} = indexOf([signature, consent]);
    const whole = index.support(index.weigh(['firma', 'validez', 'méxico']));
    expect(whole.covered).toBe(1);
    expect(whole.weight).toBeGreaterThan(0);
    // «pdf» is in «Formatos», «chile» in «Validez»: the best section says one of them, and «firma» (the title).
    const split = index.support(index.weigh(['firma', 'pdf', 'chile']));
    expect(split.covered).toBeGreaterThan(0.3);
    expect(split.covered).toBeLessThan(1);
    expect(index.support(index.weigh(['kubernetes']))).toEqual({weight: 0, covered: 0});
  });

  it('tells whether a section says a word, in any of its forms, in its text, heading or page title', () => {
    const {index} = indexOf([signature, consent]);
    const [best] = index.rank(['pdf']);
    expect(index.says(best.section, 'PDFs')).toBe(true);
    expect(index.says(best.section, 'firma')).toBe(true);
    expect(index.says(best.section, 'kubernetes')).toBe(false);
  });

  it('lists the words related to a reader’s word as the docs write them, and none for a word of no group', () => {
    expect(relatedWords('papá')).toContain('representante');
    // A price question: «cobran» and «cuesta» look for the docs' «costo».
    expect(relatedWords('cobran')).toContain('costo');
    expect(relatedWords('cuesta')).toContain('costo');
    expect(relatedWords('consentimiento')).toEqual([]);
  });

  it('leaves the front-matter keywords out of the last section', () => {
    const {index} = indexOf([signature, consent]);
    expect(index.rank(['baja'])).toEqual([]);
  });

  it('gives canonical page URLs and the fragment of each page', () => {
    const {index} = indexOf([signature, consent]);
    const [top] = index.rank(['méxico']);
    expect(top).toMatchObject({url: '/docs/firma#validez', pageUrl: '/docs/firma'});
    expect(index.fragmentOf('/docs/firma')).toBe('es_0');
    expect(index.rank(['zzzz'])).toEqual([]);
  });

  it('counts the headings that enclose a section: «firma» of «Valores mágicos» is not the «Firma» of «Límites»', () => {
    const sandbox: FakePage = {
      url: '/docs/sandbox',
      title: 'Entorno de pruebas',
      sections: [
        {heading: 'Límites', id: 'limites', text: 'Cada entorno admite cien llamadas por minuto.'},
        {heading: 'Firma', id: 'limites-firma', level: 3, text: 'Hasta diez documentos por día.'},
        {heading: 'Valores mágicos', id: 'valores', text: 'Estos valores fuerzan un resultado.'},
        {heading: 'Firma', id: 'valores-firma', level: 3, text: 'Hasta diez documentos rechazados.'},
      ],
    };
    const {index, file} = indexOf([sandbox]);
    const score = new Map(index.rank(['valores', 'mágicos', 'firma']).map((r) => [r.url, r.score]));
    expect(score.get('/docs/sandbox#valores-firma')).toBeGreaterThan(score.get('/docs/sandbox#limites-firma') ?? 0);
    // Each section records the one whose heading encloses it; the opening and the h2 sections have none.
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SectionIndexData;
    expect(data.sections.map(([, anchor, , , parent]) => [anchor, parent])).toEqual([
      ['', -1],
      ['limites', -1],
      ['limites-firma', 1],
      ['valores', -1],
      ['valores-firma', 3],
    ]);
  });

  it('counts the page of a section: the «Límites» of the page about the question’s subject come first', () => {
    const limits = (url: string, subject: string): FakePage => ({
      url,
      title: 'Guía',
      sections: [
        {text: `Esta guía explica la ${subject} de punta a punta, y la ${subject} en sandbox.`},
        {heading: 'Límites', id: 'limites', text: 'La solicitud vence a los diez minutos.'},
      ],
    });
    // On a tie the first page indexed would come first: the page about signatures is.
    const {index} = indexOf([limits('/docs/firma', 'firma'), limits('/docs/autenticacion', 'autenticación')]);
    const urls = index.rank(['vence', 'autenticación']).map((r) => r.url);
    expect(urls.indexOf('/docs/autenticacion#limites')).toBeLessThan(urls.indexOf('/docs/firma#limites'));
  });

  it('finds the docs’ word for the reader’s («cobran» → «costo»), counted once however many related words a section has', () => {
    const plans: FakePage = {
      url: '/docs/planes',
      title: 'Planes',
      sections: [
        {heading: 'Tarifas', id: 'tarifas', text: 'El costo, la tarifa y el precio de cada plan de autenticación.'},
        {heading: 'Autenticación', id: 'autenticacion', text: 'La autenticación tiene un costo por solicitud.'},
      ],
    };
    const {index} = indexOf([plans, consent]);
    const urls = index.rank(['cobran']).map((r) => r.url);
    expect(urls).toContain('/docs/planes#tarifas');
    expect(urls).toContain('/docs/planes#autenticacion');
    expect(urls.some((url) => url.startsWith('/docs/consentimiento'))).toBe(false);
    expect(index.rank(['cobran', 'autenticación'])[0].url).toBe('/docs/planes#autenticacion');
    expect(index.rank(['cobran', 'plan'])[0].url).toBe('/docs/planes#tarifas');
  });
});
