import { useStation } from '../../../app/stations/api/get-station.ts';

/** The selected station's short description under a weather page's title (spec §2); nothing until known. */
export function StationDescription({ reference }: { reference: string }) {
  const station = useStation(reference);
  const text = station.data?.shortDescription ?? '';
  if (text === '') return null;
  return <p className="lead text-body-secondary mb-0">{text}</p>;
}
