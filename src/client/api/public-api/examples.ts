/** The public API's addresses (src/shared/api-keys.ts), as the API keys page shows them in curl examples. */
export function publicApiExamples(origin: string) {
  return {
    openApi: `${origin}/api/v1/openapi.json`,
    predict: [
      `curl -X POST ${origin}/api/v1/models/MODEL_ID/predictions \\`,
      `  -H "Authorization: Bearer tsr_YOUR_KEY" \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -d '{"rows": [{"column": "value"}]}'`,
    ].join('\n'),
    dataset: [
      `curl ${origin}/api/v1/datasets/DATASET_ID \\`,
      `  -H "Authorization: Bearer tsr_YOUR_KEY"`,
    ].join('\n'),
  };
}
