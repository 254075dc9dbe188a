export declare const HASHED_NAME: RegExp;
export declare function contentHashes(files: Map<string, string>): Map<string, string>;
export declare function hashChunks(packageDir: string, metafilePath: string): { chunks: number; changed: number };
