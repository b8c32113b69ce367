import { productMetadata } from '../../../../components/catalog/ProductPage';

export { ProductPage as default } from '../../../../components/catalog/ProductPage';
export const generateMetadata = productMetadata('things-to-do');
