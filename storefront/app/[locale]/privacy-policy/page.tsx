import { textPage } from '../../../components/layout/StaticPage';

const page = textPage('privacyTitle', ['privacyText']);

export const generateMetadata = page.generateMetadata;
export default page.Page;
