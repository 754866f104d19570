/**
 * The product's fonts (docs/product.md#constants: Roboto and Montserrat, self-hosted). Loaded once the page is idle
 * after the first paint: the text paints at once in the system fallback of `tokens.css` and swaps
 * in (`font-display: swap`), and eight font files do not compete with the first page's code.
 */
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-ext-700.css';
