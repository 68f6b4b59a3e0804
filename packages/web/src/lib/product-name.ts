/** The product's name: a brand, the same in every language (outside the catalogues). */
export const PRODUCT_NAME = "Maintenance Nexus";
