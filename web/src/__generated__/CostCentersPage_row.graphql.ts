/**
 * @generated SignedSource<<47eb6641781bdf9a9b08a12e3e7c6da4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CostCentersPage_row$data = {
  readonly code: string;
  readonly createdAt: string;
  readonly createdByName: string | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly " $fragmentType": "CostCentersPage_row";
};
export type CostCentersPage_row$key = {
  readonly " $data"?: CostCentersPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"CostCentersPage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "CostCentersPage_row"
};

(node as any).hash = "a7e398a490e56c5952142db979a32f88";

export default node;
