// What is left of the old `mf-shared/ui`: "Discuss now" and its interview request dialog, until
// their owner moves them into the interview entity. The rest now lives in the kit
// (`mf-shared/kit/*`) and the entities (`mf-shared/entities/*`).
export { useDiscussNow, type InterviewGuest } from './discussNow';
