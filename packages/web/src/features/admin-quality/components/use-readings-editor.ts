import {
  EDITABLE_MEASURES,
  type EditableMeasure,
  type ReadingCorrection,
  type StoredReadingItem,
} from '@meteodeck/contract';
import { addDays, localDate, startOfLocalDate } from '@meteodeck/weather';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../../entities/session/index.ts';
import { useStationWithUnits } from '../../../entities/station/index.ts';
import { formatInStationUnit, fromStationUnit, measureName } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { correctReading } from '../api/correct-reading.ts';
import { deleteReading } from '../api/delete-reading.ts';
import { useImportedExtremes } from '../api/get-imported-extremes.ts';
import { useReadings } from '../api/get-readings.ts';

/** The texts of the edit form's inputs, one per editable measure, as typed (in the station's units). */
export type ReadingInputs = Record<EditableMeasure, string>;

/**
 * The reading editor's state and actions: the station and local day shown, that day's readings, the reading
 * being edited, the last error; a value shown in the station's units, and the save and delete that send
 * canonical values and refresh the readings and the review.
 */
export function useReadingsEditor() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const queryClient = useQueryClient();
  const { reference, setReference, stations, station, units } = useStationWithUnits();
  const timeZone = station?.timezone ?? 'UTC';
  const [day, setDay] = useState(() => localDate(Date.now(), timeZone));
  const range = useMemo(
    () => ({
      from: new Date(startOfLocalDate(day, timeZone)).toISOString(),
      to: new Date(startOfLocalDate(addDays(day, 1), timeZone)).toISOString(),
    }),
    [day, timeZone],
  );
  const list = useReadings(reference, range, station !== undefined);
  const imported = useImportedExtremes(reference, day, station !== undefined && admin);
  const [editing, setEditing] = useState<StoredReadingItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const readings = list.data?.readings ?? [];

  /** A value as the table and the form show it: in the station's units, '—' when missing. */
  const shown = (measure: EditableMeasure, value: number | null) =>
    value === null ? '—' : formatInStationUnit(measure, value, units);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['readings'] });
    await queryClient.invalidateQueries({ queryKey: ['flags'] });
  };

  const remove = async (item: StoredReadingItem) => {
    setError(null);
    if (
      !window.confirm(t('readings.confirmDelete', { at: new Date(item.receivedAt).toLocaleString('fr-FR') }))
    )
      return;
    try {
      await deleteReading(reference, item.receivedAt);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    await refresh();
  };

  /** Sends the measures whose text changed; nothing changed closes the form without a call. */
  const save = async (inputs: ReadingInputs) => {
    if (editing === null) return;
    setError(null);
    const body: Record<string, number | null> = {};
    for (const measure of EDITABLE_MEASURES) {
      const text = inputs[measure].trim().replace(',', '.');
      const before = editing.values[measure];
      const value = text === '' ? null : fromStationUnit(measure, Number(text), units);
      if (value !== null && !Number.isFinite(value)) {
        setError(t('readings.notANumber', { measure: measureName(measure) }));
        return;
      }
      const unchanged =
        (value === null && before === null) ||
        (value !== null && before !== null && shown(measure, before) === text);
      if (!unchanged) body[measure] = value;
    }
    if (Object.keys(body).length === 0) {
      setEditing(null);
      return;
    }
    try {
      await correctReading(reference, editing.receivedAt, body as ReadingCorrection);
      setEditing(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    await refresh();
  };

  return {
    admin,
    reference,
    setReference,
    stations,
    units,
    importedExtremes: imported.data?.extremes ?? [],
    timeZone,
    day,
    setDay,
    readings,
    loading: list.isPending,
    editing,
    edit: setEditing,
    cancel: () => setEditing(null),
    error,
    shown,
    save,
    remove,
  };
}
