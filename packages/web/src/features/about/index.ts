// The about page (/about): the station's description, position, other stations and the embed snippet.
// The app loads it through this face, so the page stays a chunk of its own.
export const loadAboutPage = () => import('./components/about-page.tsx').then((m) => m.AboutPage);
