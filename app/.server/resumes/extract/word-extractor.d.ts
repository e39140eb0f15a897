// The parts of word-extractor 1.0.4 (untyped) that doc.mjs uses.
declare module "word-extractor" {
  type TextOptions = { filterUnicode?: boolean };
  export class Document {
    getBody(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getTextboxes(options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<Document>;
  }
}

declare module "word-extractor/lib/word-ole-extractor" {
  const WordOleExtractor: {
    prototype: {
      _pieces?: { text: string; startFilePos: number; size: number; bpc: number }[];
      extractWordDocument?: (document: unknown, buffer: Buffer) => Promise<unknown>;
      writeCharacterProperties?: (buffer: Buffer, tableBuffer: Buffer) => void;
      buildDocument?: () => unknown;
    };
  };
  export = WordOleExtractor;
}

declare module "word-extractor/lib/ole-allocation-table" {
  const AllocationTable: {
    prototype: { _table?: number[]; getSecIdChain?: (start: number) => number[] };
  };
  export = AllocationTable;
}
