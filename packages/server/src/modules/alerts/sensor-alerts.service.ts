/**
 * Alert rules on a station's extra sensors in the back office: the station's rules with their sensors as
 * the owner named them (hidden sensors too), and their replacement as a whole, checked first (unknown
 * sensor, a unit its kind is not shown in, a threshold out of the kind's bounds: 400 with every problem,
 * nothing stored). The rounds that open, close and tell their episodes are sensor-alert-rounds.ts's.
 */
import type { SensorAlertRuleList, SensorAlertRulesBody } from '@meteodeck/contract';
import { isMeasureKind, measureDescriptor } from '@meteodeck/weather';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { createSensorValuesReader } from '../sensors/index.ts';
import { createStationsRepository } from '../stations/index.ts';
import { loadStationUnitSet } from './alert-units.ts';
import { checkSensorRules, conditionText } from './sensor-alert-text.ts';
import { createSensorRulesRepository } from './sensor-rules.repository.ts';

export function createSensorAlertsService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const rules = createSensorRulesRepository(db);
  const sensors = createSensorValuesReader(db);

  async function station(id: number) {
    const found = await createStationsRepository(db).findById(id);
    if (found === undefined) throw notFound(`Station météo ${id} introuvable`);
    return found;
  }

  const service = {
    /** Station `id`'s sensor rules, oldest first, each with its sensor and whether it is alerting; 404. */
    async list(id: number): Promise<SensorAlertRuleList> {
      await station(id);
      const known = new Map((await sensors.sensors(id, 'all')).map((s) => [s.key, s]));
      const open = new Set(
        (await rules.listOpenSensorEpisodes())
          .filter((episode) => episode.stationId === id)
          .map((episode) => episode.sensorRuleId),
      );
      const list = (await rules.listRules(id)).map((rule) => {
        const sensor = known.get(rule.sensorKey);
        const kind = sensor?.kind ?? '';
        const unit = rule.condition === 'leak' || !isMeasureKind(kind) ? null : measureDescriptor(kind).unit;
        return {
          id: rule.id,
          sensorKey: rule.sensorKey,
          sensorName: sensor?.name ?? null,
          kind,
          condition: rule.condition,
          threshold: rule.threshold,
          unit,
          enabled: rule.enabled,
          active: open.has(rule.id),
        };
      });
      return { rules: list, numberOfResult: list.length };
    },

    /**
     * Replaces station `id`'s rules (a rule with an id is kept and changed, one without is added, the others
     * deleted; the next round applies them). 400 with every problem, each in French and naming its field.
     */
    async replace(id: number, body: SensorAlertRulesBody): Promise<SensorAlertRuleList> {
      await station(id);
      const ids = new Set((await rules.listRules(id)).map((rule) => rule.id));
      const checked = checkSensorRules(body, await sensors.sensors(id, 'all'), ids);
      if (checked.problems.length > 0) throw invalidAll(checked.problems);
      await inTransaction(db, (trx) =>
        createSensorRulesRepository(trx).replaceRules(id, checked.rules, deps.clock.now()),
      );
      return service.list(id);
    },

    /** Station `id`'s rules as the audit trail keeps them: sensor, condition with the threshold in its units. */
    async auditView(id: number): Promise<unknown> {
      const { rules: list } = await service.list(id);
      const units = await loadStationUnitSet(db, id);
      return Object.fromEntries(
        list.map((rule) => [
          String(rule.id),
          {
            sensor: rule.sensorKey,
            condition: conditionText(rule, rule.kind, units),
            enabled: rule.enabled,
          },
        ]),
      );
    },
  };
  return service;
}

export type SensorAlertsService = ReturnType<typeof createSensorAlertsService>;
