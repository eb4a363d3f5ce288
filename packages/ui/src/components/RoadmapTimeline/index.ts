export {
  RoadmapTimeline,
  defaultRoadmapTimelineLabels,
  type RoadmapTimelineProps,
  type RoadmapTimelineLabels,
} from './RoadmapTimeline';
export {
  quarterState,
  quarterProgress,
  quarterStates,
  quarterYear,
  timelineEntries,
  type QuarterState,
  type RoadmapEntry,
  type RoadmapQuarter,
  type RoadmapFeature,
} from './roadmap';
