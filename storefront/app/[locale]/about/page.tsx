import { textPage } from '../../../components/layout/StaticPage';

const page = textPage('aboutTitle', ['aboutText', 'aboutMission']);

export const generateMetadata = page.generateMetadata;
export default page.Page;
