// Types for word-extractor 1.0.4 (the package ships none): only what resume-text.extractor uses (attachment module).
declare module 'word-extractor' {
  namespace WordExtractor {
    interface Document {
      getBody(): string;
    }
  }
  class WordExtractor {
    /** A Buffer is read in memory (OLE .doc, or a zip-based .docx); a string is a file path. */
    extract(source: Buffer | string): Promise<WordExtractor.Document>;
  }
  export = WordExtractor;
}
