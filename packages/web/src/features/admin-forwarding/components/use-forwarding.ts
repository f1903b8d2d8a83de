import type { Forwarding, ForwardingBody } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStationChoice } from '../../../entities/station/index.ts';
import { createForwarding } from '../api/create-forwarding.ts';
import { deleteForwarding } from '../api/delete-forwarding.ts';
import { useForwardings } from '../api/get-forwardings.ts';
import { updateForwarding } from '../api/update-forwarding.ts';

/** A new target as the form describes it; it starts enabled. */
export type NewForwarding = Omit<ForwardingBody, 'enabled'>;

/**
 * The forwarding page's state and actions: the station chosen (the header's at first), its targets, and
 * adding, switching and removing a target, each followed by a fresh list.
 */
export function useForwarding() {
  const queryClient = useQueryClient();
  // A reference renamed since gives way to an existing station: 'Ajouter' always has one to add to.
  const { stations, reference, station, setReference } = useStationChoice();
  const list = useForwardings(station);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['forwarding'] });

  /** Adds a target (nothing while no station is chosen); `onSent` runs once the server has it. */
  const add = async (target: NewForwarding, onSent: () => void) => {
    if (station === undefined) return;
    await createForwarding(station.id, { ...target, enabled: true });
    onSent();
    await refresh();
  };
  const toggle = async (target: Forwarding) => {
    if (station === undefined) return;
    const body: ForwardingBody = {
      service: target.service,
      stationId: target.stationId,
      key: target.key,
      enabled: !target.enabled,
    };
    await updateForwarding(station.id, target.id, body);
    await refresh();
  };
  const remove = async (target: Forwarding) => {
    if (station === undefined) return;
    await deleteForwarding(station.id, target.id);
    await refresh();
  };

  return {
    stations,
    reference,
    setReference,
    /** The chosen station's time zone: the next send time reads as its clock does. */
    timeZone: station?.timezone,
    forwardings: list.data?.forwardings ?? [],
    empty: list.data?.numberOfResult === 0,
    add,
    toggle,
    remove,
  };
}
