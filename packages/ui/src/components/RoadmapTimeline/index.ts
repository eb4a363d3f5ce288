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
  type QuarterState,
  type RoadmapQuarter,
  type RoadmapFeature,
} from './roadmap';
