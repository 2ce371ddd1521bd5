/*
 * Ids of rows db/seed/content-products.ts inserts into a fresh database. Pages are seeded before
 * the content, so the product modules of the style guide name them by these ids: categories and
 * series in their list order, six products per series (models 30, 35-D, 40, 45-D, 50, 55-D).
 */
export const SEED_CATEGORY = { humidity: 1, co2: 2, flow: 3, particulate: 4, gas: 5, pressure: 6 } as const;
export const SEED_SERIES = { shx: 1, shtLegacy: 2, scd: 3, sfm: 4, slf: 5, sps: 6, sgx: 7, sdp: 8 } as const;

const product = (series: number, variant: number) => (series - 1) * 6 + variant + 1;

export const SEED_PRODUCT = {
  shx40: product(SEED_SERIES.shx, 2),
  scd40: product(SEED_SERIES.scd, 2),
  scd50: product(SEED_SERIES.scd, 4),
  sps30: product(SEED_SERIES.sps, 0),
  sfm30: product(SEED_SERIES.sfm, 0),
  sdp40: product(SEED_SERIES.sdp, 2),
} as const;
