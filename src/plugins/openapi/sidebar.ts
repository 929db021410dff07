/** The generated API sidebar as sidebarsApi.ts reads it. */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {openApiOptions, SIDEBAR_FILE} from '../../../config/openapi';

/** One item of a sidebar (the package does not export the type by name). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** Where the generator writes the API categories (one per OpenAPI tag). */
export const generatedSidebarFile = path.join(__dirname, '../../..', openApiOptions.outputDir, SIDEBAR_FILE);

/**
 * The generated API categories. The plugin generates them when Docusaurus starts it, before any
 * plugin loads content (the API docs instance reads sidebarsApi.ts then), so a missing file means the generation failed.
 */
export function loadGeneratedApiSidebar(file = generatedSidebarFile): SidebarItemConfig[] {
  if (!fs.existsSync(file)) {
    throw new Error(`Falta ${path.relative(process.cwd(), file)}: ejecuta "npm run gen-api" o revisa el error de generación de la API.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItemConfig[];
}
