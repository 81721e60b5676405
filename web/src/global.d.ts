export {};

declare global {
  interface Window {
    /** Injected by the server into index.html: '' at the root, '/Purchaser' under BASE_PATH. */
    __BASE_PATH__?: string;
  }
}
