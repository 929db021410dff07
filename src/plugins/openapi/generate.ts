/**
 * Generates the API reference pages (docs/api/resources/) from the OpenAPI description.
 * Runs when the plugin starts (index.ts) and from `npm run gen-api`. Everything is loaded,
 * checked and rendered in memory first, then staged in a temporary directory, and only then
 * moved into place, so a failure leaves the previous pages untouched.
 * When nothing changed, nothing is written (no reload loops under `docusaurus start`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {openApiOptions, SIDEBAR_FILE} from '../../../config/openapi';
import {ApiReferenceError, fail, oneLine} from './errors';
import {loadDescription, optionsFromEnv, type LoadedDescription, type LoadOptions} from './load';
import {buildModel} from './model';
import {renderFiles} from './pages';
import type {ChangelogView} from '../../components/api/types';

const SITE_DIR = path.join(__dirname, '../../..');
export const DEFAULT_OUT_DIR = path.join(SITE_DIR, openApiOptions.outputDir);

export interface GenerateOptions extends LoadOptions {
  outDir?: string;
  /** The description already loaded (the build's one, buildDescription.ts); otherwise it is loaded from the options. */
  loaded?: Promise<LoadedDescription>;
  /** Where the temporary staging directory goes (same file system as outDir). Default: the site root, or next to a custom outDir. */
  stagingRoot?: string;
}

export interface GenerateResult {
  outDir: string;
  source: string;
  tags: number;
  operations: number;
  events: number;
  schemas: number;
  /** The changelog page's data, from which the plugin writes the Atom feed after the build. */
  changelog: ChangelogView;
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

/**
 * Stages every file in a temporary directory first (outside docs/, so the docs plugin's watcher
 * does not see it), then moves them in. A new output directory arrives in one rename. An existing
 * one is updated file by file, each with an atomic rename: changed pages first, the sidebar after
 * them, obsolete pages last, so a running `docusaurus start` never reads a sidebar that points to a
 * missing page, and unchanged pages keep their timestamps (no needless reloads).
 */
async function writeOutput(outDir: string, files: Map<string, string>, stagingRoot: string): Promise<void> {
  const staging = path.join(stagingRoot, `.api-reference-${process.pid}-${Date.now()}`);
  try {
    for (const [file, content] of files) {
      await fs.mkdir(path.dirname(path.join(staging, file)), {recursive: true});
      await fs.writeFile(path.join(staging, file), content);
    }
    const existing = await listFiles(outDir);
    if (existing.length === 0) {
      await fs.rm(outDir, {recursive: true, force: true});
      await fs.mkdir(path.dirname(outDir), {recursive: true});
      await fs.rename(staging, outDir);
      return;
    }
    const changed: string[] = [];
    for (const [file, content] of files) {
      const current = await fs.readFile(path.join(outDir, file), 'utf8').catch(() => undefined);
      if (current !== content) changed.push(file);
    }
    const sidebarLast = (a: string, b: string) => Number(a === SIDEBAR_FILE) - Number(b === SIDEBAR_FILE);
    for (const file of changed.sort(sidebarLast)) {
      await fs.mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
      await fs.rename(path.join(staging, file), path.join(outDir, file));
    }
    for (const file of existing.filter((f) => !files.has(f))) await fs.rm(path.join(outDir, file), {force: true});
    await removeEmptyDirs(outDir);
  } catch (error) {
    fail(`no se pudieron escribir las páginas en ${path.relative(process.cwd(), outDir)} (${oneLine((error as Error).message)})`);
  } finally {
    await fs.rm(staging, {recursive: true, force: true});
  }
}

/** Staging directories left by a generation that was killed (its process is gone) are removed. */
async function removeStaleStaging(stagingRoot: string): Promise<void> {
  const entries = await fs.readdir(stagingRoot).catch(() => [] as string[]);
  for (const name of entries) {
    const pid = Number(name.match(/^\.api-reference-(\d+)-\d+$/)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') await fs.rm(path.join(stagingRoot, name), {recursive: true, force: true});
    }
  }
}

async function removeEmptyDirs(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  let empty = true;
  for (const entry of entries) {
    if (entry.isDirectory() && (await removeEmptyDirs(path.join(dir, entry.name)))) await fs.rmdir(path.join(dir, entry.name));
    else empty = false;
  }
  return empty;
}

export async function generateApiReference(options: GenerateOptions = optionsFromEnv()): Promise<GenerateResult> {
  const started = Date.now();
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT_DIR);
  try {
    const loaded = await (options.loaded ?? loadDescription(options));
    const model = buildModel(loaded);
    const files = renderFiles(model);
    const changed = !(await matchesDisk(outDir, files));
    const stagingRoot = options.stagingRoot ?? (options.outDir ? path.dirname(outDir) : SITE_DIR);
    if (changed) {
      await removeStaleStaging(stagingRoot);
      await writeOutput(outDir, files, stagingRoot);
    }
    return {
      outDir,
      source: loaded.source,
      tags: model.tags.length,
      operations: model.tags.reduce((n, t) => n + t.operations.length, 0),
      events: model.tags.reduce((n, t) => n + t.events.length, 0),
      schemas: model.tags.reduce((n, t) => n + t.schemas.length, 0),
      changelog: model.changelog,
      changed,
      ms: Date.now() - started,
    };
  } catch (error) {
    if (error instanceof ApiReferenceError) throw error;
    // A bug or an unexpected shape: still one line, still nothing written.
    fail(`error inesperado al procesar la descripción (${oneLine(error instanceof Error ? error.message : String(error))})`, {cause: error});
  }
}

export function summarize(result: GenerateResult): string {
  return (
    `Referencia de la API: ${result.operations} operaciones, ${result.events} eventos y ${result.schemas} esquemas ` +
    `en ${result.tags} categorías desde ${result.source} (${result.changed ? 'páginas actualizadas' : 'sin cambios'}, ${result.ms} ms)`
  );
}
