/**
 * The API reference's sidebar (its own docs instance, docs/api/): the overview pages, then the categories
 * generated from the OpenAPI description at build time (one per tag: schemas, operations, events).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {loadGeneratedApiSidebar} from './src/plugins/openapi/sidebar';

const sidebars: SidebarsConfig = {
  apiSidebar: [
    'intro',
    'authentication',
    'errors',
    'pagination-and-filters',
    'sandbox-mode',
    'webhooks',
    'versioning',
    'changelog',
    'mcp',
    ...loadGeneratedApiSidebar(),
  ],
};

export default sidebars;
