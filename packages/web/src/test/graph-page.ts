import { buildGraphPoint } from './weather-data.ts';

// What the graph page's tests share (graph-page.test.tsx, graph-window.test.tsx): an IntersectionObserver
// jsdom lacks, and a graph point with a value for most charts.

/** IntersectionObserver (absent from jsdom) that reports nothing until the test scrolls an element in. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
}

/** A graph point with humidity, temperature, pressure, PM, leaf wetness and soil temperature. */
export const fullGraphPoint = (receivedAt: string) =>
  buildGraphPoint(receivedAt, {
    humidity: 60,
    temperature: 18,
    dewPoint: 10,
    windChill: 18,
    relativePressure: 1015,
    pm25: 6,
    aqi: 25,
    aqiAvg: 30,
    leafWetness: 20,
    soilTemperature: 14,
  });
