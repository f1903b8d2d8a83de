/** The measure catalogue's face: the descriptor shape, the catalogue and its look-ups. */

export * from './catalogue.ts';
export * from './catalogue-networks.ts';
export * from './measure-descriptor.ts';
export * from './measure-fields.ts';
export * from './measure-units.ts';
