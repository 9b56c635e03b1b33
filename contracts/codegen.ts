import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (src/schema), one set of documents (src/operations); everything generated lands in src/generated
// and is committed. Enums become string unions so callers can pass 'desc' / 'RESPONDED' literally.
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'src/schema/*.graphql',
  documents: 'src/operations/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        // Resolvers may return a Date (e.g. straight from the database); dateTimeScalar serializes both.
        scalars: { DateTime: { input: 'string', output: 'Date | string' } },
        enumsAsTypes: true,
        useIndexSignature: true,
        useTypeImports: true,
        contextType: 'unknown',
      },
    },
    'src/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        documentMode: 'documentNode',
      },
    },
    'src/generated/type-defs.ts': {
      plugins: ['./codegen/type-defs.plugin.cjs'],
    },
  },
};

export default config;
