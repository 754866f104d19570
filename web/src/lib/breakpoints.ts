/** Breakpoints (px) of docs/product.md#constants. CSS writes the same numbers as literals in media queries. */
export const BREAKPOINTS = { sm: 720, md: 960, lg: 1280, xl: 1920 } as const;
/** Below this width the mobile layout (tab bar, side menu) is used. */
export const MOBILE_BREAKPOINT = 780;
