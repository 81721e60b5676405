/**
 * @generated SignedSource<<ac722b84ee070e00ececabbb62dcdd44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type outcome_error$data = {
  readonly field: string | null | undefined;
  readonly message: string;
  readonly " $fragmentType": "outcome_error";
};
export type outcome_error$key = {
  readonly " $data"?: outcome_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "outcome_error"
};

(node as any).hash = "cda272f379c098ad552fbf5bf99e5a67";

export default node;
