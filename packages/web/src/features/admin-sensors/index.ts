// 'Capteurs supplémentaires' (/admin/weatherStation/sensors/{reference}, admins only): a station's extra
// sensors as its consoles send them, named, shown or hidden and ordered by the owner; the fields nothing reads.
export const loadSensorsPage = () => import('./components/sensors-page.tsx').then((m) => m.SensorsPage);
