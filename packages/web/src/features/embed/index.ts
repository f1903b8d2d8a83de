// The embeddable card (/embed/{reference}): a station's weather now, made for another site's iframe.
export const loadEmbedCard = () => import('./components/embed-card.tsx').then((m) => m.EmbedCard);
