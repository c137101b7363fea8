/** The product's name: a name, the same in every language, so never a message. */
export const PRODUCT_NAME = 'Agent Console'
