export declare const PARTNER_SHARED_FOLDERS: string[];
export declare function partnerFolders(widgetsSrc: string): string[];
