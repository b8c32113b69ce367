import { textPage } from '../../../components/layout/StaticPage';

const page = textPage('termsTitle', ['termsText']);

export const generateMetadata = page.generateMetadata;
export default page.Page;
