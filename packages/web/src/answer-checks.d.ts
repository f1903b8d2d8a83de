/**
 * The contract's answer checks compiled at build time (build/answer-checks.ts): `is<Name>` for the schema
 * `<Name>` of @meteodeck/contract. The plugin writes one for every schema; those the app uses are declared
 * here (a missing one fails the type check, a misspelt one the build).
 */
declare module 'virtual:answer-checks' {
  import type * as Contract from '@meteodeck/contract';

  type Check<T> = (value: unknown) => value is T;

  export const isAccountAnswer: Check<Contract.AccountAnswer>;
  export const isAdminWeatherStation: Check<Contract.AdminWeatherStation>;
  export const isAdminWeatherStationList: Check<Contract.AdminWeatherStationList>;
  export const isAgroAnswer: Check<Contract.AgroAnswer>;
  export const isAlertChannels: Check<Contract.AlertChannels>;
  export const isAlertEpisodeList: Check<Contract.AlertEpisodeList>;
  export const isAlertSettings: Check<Contract.AlertSettings>;
  export const isAlertTestResult: Check<Contract.AlertTestResult>;
  export const isApiErrorList: Check<Contract.ApiErrorList>;
  export const isAuditList: Check<Contract.AuditList>;
  export const isClimateNormalsAnswer: Check<Contract.ClimateNormalsAnswer>;
  export const isClimateRecords: Check<Contract.ClimateRecords>;
  export const isClimateSettings: Check<Contract.ClimateSettings>;
  export const isContact: Check<Contract.Contact>;
  export const isContactList: Check<Contract.ContactList>;
  export const isCurrentData: Check<Contract.CurrentData>;
  export const isCurrentDataSummary: Check<Contract.CurrentDataSummary>;
  export const isDailyHistory: Check<Contract.DailyHistory>;
  export const isDayCountsAnswer: Check<Contract.DayCountsAnswer>;
  export const isFailingForwardingList: Check<Contract.FailingForwardingList>;
  export const isFlaggedValueList: Check<Contract.FlaggedValueList>;
  export const isForecast: Check<Contract.Forecast>;
  export const isForwarding: Check<Contract.Forwarding>;
  export const isForwardingList: Check<Contract.ForwardingList>;
  export const isGeocodingResponse: Check<Contract.GeocodingResponse>;
  export const isGraphData: Check<Contract.GraphData>;
  export const isHeatMapAnswer: Check<Contract.HeatMapAnswer>;
  export const isImportJob: Check<Contract.ImportJob>;
  export const isImportJobList: Check<Contract.ImportJobList>;
  export const isImportCsvColumns: Check<Contract.ImportCsvColumns>;
  export const isImportPreview: Check<Contract.ImportPreview>;
  export const isImportedExtremeList: Check<Contract.ImportedExtremeList>;
  export const isLastObservation: Check<Contract.LastObservation>;
  export const isLoginResponse: Check<Contract.LoginResponse>;
  export const isMonthlyReport: Check<Contract.MonthlyReport>;
  export const isObservation: Check<Contract.Observation>;
  export const isObservationList: Check<Contract.ObservationList>;
  export const isOnThisDayAnswer: Check<Contract.OnThisDayAnswer>;
  export const isPeriodHistory: Check<Contract.PeriodHistory>;
  export const isPost: Check<Contract.Post>;
  export const isPublicSensors: Check<Contract.PublicSensors>;
  export const isPostList: Check<Contract.PostList>;
  export const isQualitySettings: Check<Contract.QualitySettings>;
  export const isReportMonths: Check<Contract.ReportMonths>;
  export const isStationSensors: Check<Contract.StationSensors>;
  export const isStationUploadList: Check<Contract.StationUploadList>;
  export const isSensorSeries: Check<Contract.SensorSeries>;
  export const isSensorSummaries: Check<Contract.SensorSummaries>;
  export const isSensorAlertRuleList: Check<Contract.SensorAlertRuleList>;
  export const isServerAddress: Check<Contract.ServerAddress>;
  export const isStatusReport: Check<Contract.StatusReport>;
  export const isStoredReadingList: Check<Contract.StoredReadingList>;
  export const isTimeZoneAnswer: Check<Contract.TimeZoneAnswer>;
  export const isTodaysRecords: Check<Contract.TodaysRecords>;
  export const isUnit: Check<Contract.Unit>;
  export const isUnitList: Check<Contract.UnitList>;
  export const isSiteSettings: Check<Contract.SiteSettings>;
  export const isUser: Check<Contract.User>;
  export const isUserList: Check<Contract.UserList>;
  export const isWeatherStation: Check<Contract.WeatherStation>;
  export const isWeatherStationList: Check<Contract.WeatherStationList>;
  export const isWindRose: Check<Contract.WindRose>;
  export const isYearlyReport: Check<Contract.YearlyReport>;
}
