// nlp.js ships no type declarations; these cover the calls classifier.ts makes.
declare module '@nlpjs/core' {
  export function containerBootstrap(): Promise<{
    use(plugin: unknown): void;
    // biome-ignore lint/suspicious/noExplicitAny: nlp.js's container returns untyped plugins.
    get(name: string): any;
  }>;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
}
