// Usage: npm run gen-api   (OPENAPI_URL=https://… OPENAPI_TIMEOUT_MS=15000 npm run gen-api for a remote description)
// Generates only the API reference pages (docs/api/resources/) and prints a one-line summary.
import {generateApiReference, summarize} from '../src/plugins/openapi/generate';

generateApiReference().then(
  (result) => console.log(summarize(result)),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
