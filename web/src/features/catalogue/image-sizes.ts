/**
 * `sizes` for catalogue images: the width each image is drawn at, so the browser picks the
 * smallest srcset file that is sharp enough. They follow the layouts: a max-w-7xl (1280 px)
 * container with 16 px padding each side, card grids with 24 px gaps (Tailwind's sm 640, lg 1024
 * and xl 1280 px breakpoints), and the detail pages' two 48 px-apart columns from lg.
 */

/** Product grid: 1 column on phones, 2 from sm, 3 from lg, 4 from xl. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 294px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** Service and training grids: 1 column on phones, 2 from sm, 3 from lg. */
export const SERVICE_CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)';

/** Detail pages: full width, then half of the container from lg. */
export const DETAIL_IMAGE_SIZES =
  '(min-width: 1280px) 600px, (min-width: 1024px) calc((100vw - 80px) / 2), calc(100vw - 32px)';
