import ProgressBar from 'react-bootstrap/ProgressBar';

export interface LabelledProgressProps {
  /** 0…100. */
  percent: number;
  /** The accessible name of the bar (what is progressing). */
  label: string;
  animated?: boolean;
  className?: string;
}

/**
 * A progress bar showing its percentage, named for assistive technology: react-bootstrap puts a plain
 * bar's aria-label on the wrapper, so the bar is given as a child, which carries the name itself.
 */
export function LabelledProgress({ percent, label, animated = false, className }: LabelledProgressProps) {
  return (
    <ProgressBar className={className}>
      <ProgressBar now={percent} label={`${percent} %`} animated={animated} aria-label={label} />
    </ProgressBar>
  );
}
