/**
 * Generates the API reference pages (docs/api/resources/) from the OpenAPI description.
 * Runs when the Docusaurus config loads and from `npm run gen-api`. Everything is loaded,
 * checked and rendered in memory first; files are written to a temporary directory that
 * replaces the output only at the end, so a failure leaves the previous pages untouched.
 * When nothing changed, nothing is written (no reload loops under `docusaurus start`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {ApiReferenceError, fail, oneLine} from './errors';
import {loadDescription, optionsFromEnv, type LoadOptions} from './load';
import {buildModel} from './model';
import {renderFiles} from './pages';

export const DEFAULT_OUT_DIR = path.join(__dirname, '../../../docs/api/resources');

export interface GenerateOptions extends LoadOptions {
  outDir?: string;
}

export interface GenerateResult {
  outDir: string;
  source: string;
  tags: number;
  operations: number;
  events: number;
  schemas: number;
  /** False when the output already matched and nothing was written. */
  changed: boolean;
  ms: number;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return nested.flat();
}

async function matchesDisk(outDir: string, files: Map<string, string>): Promise<boolean> {
  const existing = await listFiles(outDir);
  if (existing.length !== files.size || existing.some((file) => !files.has(file))) return false;
  for (const [file, content] of files) {
    if ((await fs.readFile(path.join(outDir, file), 'utf8')) !== content) return false;
  }
  return true;
}

/** Writes into a sibling temporary directory (ignored by the docs plugin: it starts with `_`), then swaps. */
async function writeAtomically(outDir: string, files: Map<string, string>): Promise<void> {
  const parent = path.dirname(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = path.join(parent, `_${path.basename(outDir)}.tmp-${stamp}`);
  const old = path.join(parent, `_${path.basename(outDir)}.old-${stamp}`);
  await fs.mkdir(parent, {recursive: true});
  try {
    for (const [file, content] of files) {
      await fs.mkdir(path.dirname(path.join(tmp, file)), {recursive: true});
      await fs.writeFile(path.join(tmp, file), content);
    }
    let moved = false;
    try {
      await fs.rename(outDir, old);
      moved = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    try {
      await fs.rename(tmp, outDir);
    } catch (error) {
      if (moved) await fs.rename(old, outDir);
      throw error;
    }
    if (moved) await fs.rm(old, {recursive: true, force: true});
  } catch (error) {
    fail(`no se pudieron escribir las páginas en ${path.relative(process.cwd(), outDir)} (${oneLine((error as Error).message)})`);
  } finally {
    await fs.rm(tmp, {recursive: true, force: true});
  }
}

export async function generateApiReference(options: GenerateOptions = optionsFromEnv()): Promise<GenerateResult> {
  const started = Date.now();
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT_DIR);
  try {
    const loaded = await loadDescription(options);
    const model = buildModel(loaded);
    const files = renderFiles(model);
    const changed = !(await matchesDisk(outDir, files));
    if (changed) await writeAtomically(outDir, files);
    return {
      outDir,
      source: loaded.source,
      tags: model.tags.length,
      operations: model.tags.reduce((n, t) => n + t.operations.length, 0),
      events: model.tags.reduce((n, t) => n + t.events.length, 0),
      schemas: model.tags.reduce((n, t) => n + t.schemas.length, 0),
      changed,
      ms: Date.now() - started,
    };
  } catch (error) {
    if (error instanceof ApiReferenceError) throw error;
    // A bug or an unexpected shape: still one line, still nothing written.
    fail(`error inesperado al procesar la descripción (${oneLine(error instanceof Error ? error.message : String(error))})`);
  }
}

export function summarize(result: GenerateResult): string {
  return (
    `Referencia de la API: ${result.operations} operaciones, ${result.events} eventos y ${result.schemas} esquemas ` +
    `en ${result.tags} categorías desde ${result.source} (${result.changed ? 'páginas actualizadas' : 'sin cambios'}, ${result.ms} ms)`
  );
}
