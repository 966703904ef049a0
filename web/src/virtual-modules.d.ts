/** The page's boot script, compiled for inlining (vite/boot-script.ts). */
declare module 'virtual:boot-script' {
  const source: string;
  export default source;
}
