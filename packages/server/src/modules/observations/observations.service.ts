import {
  type ApiErrorItem,
  checkObservationBody,
  type LastObservation,
  type ListQuery,
  OBSERVATION_MESSAGES,
  type Observation,
  type ObservationBody,
  type ObservationList,
} from '@meteodeck/contract';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { toRowPage } from '../list-page.ts';
import type { StationsRepository } from '../stations/index.ts';
import type { ObservationsRepository, ObservationWrite } from './observations.repository.ts';

export interface ObservationsService {
  /** One page of observations of every station, newest first unless `order` is ASC, and the total count. */
  list(query: ListQuery): Promise<ObservationList>;
  /** Observation `id` with its station and author; 404 when absent. */
  get(id: number): Promise<Observation>;
  /**
   * Records an observation written by user `authorId` for the station whose reference the body names;
   * 400 with every problem (an unknown station is a problem of `weatherStation`).
   */
  create(body: ObservationBody, authorId: number): Promise<Observation>;
  /** Changes message and station of observation `id` (the author stays); 404 when absent, 400 as for create. */
  update(id: number, body: ObservationBody): Promise<Observation>;
  /** Deletes observation `id`; 404 when absent. */
  remove(id: number): Promise<void>;
  /** The latest observation of the station of `reference`; 404 for an unknown station or none yet. */
  latestOfStation(reference: string): Promise<LastObservation>;
}

const missing = (id: number) => notFound(`Observation ${id} introuvable`);

export function createObservationsService(deps: {
  observations: ObservationsRepository;
  stations: StationsRepository;
  clock: Clock;
}): ObservationsService {
  const { observations, stations, clock } = deps;

  /** The body's checks and the station lookup, reported together. */
  async function toWrite(body: ObservationBody): Promise<ObservationWrite> {
    const result = checkObservationBody(body);
    const problems: ApiErrorItem[] = result.ok ? [] : [...result.problems];
    const reference = (body.weatherStation ?? '').trim();
    const station = reference === '' ? undefined : await stations.findByReference(reference);
    if (
      reference !== '' &&
      station === undefined &&
      !problems.some((p) => p.propertyPath === 'weatherStation')
    ) {
      problems.push({
        propertyPath: 'weatherStation',
        message: OBSERVATION_MESSAGES.unknownStation(reference),
      });
    }
    if (!result.ok || station === undefined || problems.length > 0) throw invalidAll(problems);
    return { message: result.value.message, stationId: station.id };
  }

  return {
    async latestOfStation(reference) {
      const station = await stations.findByReference(reference);
      if (station === undefined) throw notFound(`Station météo ${reference} introuvable`);
      const latest = await observations.findLatestOfStation(station.id);
      if (latest === undefined) throw notFound(`Aucune observation pour la station météo ${reference}`);
      return latest;
    },
    async list(query) {
      const page = toRowPage(query);
      const [items, numberOfResult] = await Promise.all([observations.list(page), observations.count()]);
      return { observations: items, numberOfResult };
    },
    async get(id) {
      const observation = await observations.findById(id);
      if (observation === undefined) throw missing(id);
      return observation;
    },
    async create(body, authorId) {
      return observations.insert(await toWrite(body), authorId, clock.now());
    },
    async update(id, body) {
      if ((await observations.findById(id)) === undefined) throw missing(id);
      const updated = await observations.update(id, await toWrite(body), clock.now());
      if (updated === undefined) throw missing(id);
      return updated;
    },
    async remove(id) {
      if (!(await observations.delete(id))) throw missing(id);
    },
  };
}
