// The contact page (/contact): the form, the postal address and the station's map.
export const loadContactPage = () => import('./components/contact-page.tsx').then((m) => m.ContactPage);
