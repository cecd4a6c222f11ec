declare module 'virtual:icon-sprite' {
  /** The address of the icon sprite (site/icon-sprite.ts). */
  const url: string;
  export default url;
}
