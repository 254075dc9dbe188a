export interface PageChromeProps {
  /** Where the app-install banner's link goes when the browser offers no install prompt (the app's store page). */
  appUrl?: string;
}

/** One job of the page chrome: starts on the site header and returns its own cleanup. */
export type PageChromeJob = (header: Element, props: PageChromeProps) => (() => void) | void;
