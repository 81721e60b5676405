/**
 * @generated SignedSource<<2a7b09d4c3dbf7d187a9b55f0f15a1c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuppliersPage_row$data = {
  readonly address: string;
  readonly businessName: string;
  readonly id: string;
  readonly name: string;
  readonly vatNumber: string;
  readonly " $fragmentType": "SuppliersPage_row";
};
export type SuppliersPage_row$key = {
  readonly " $data"?: SuppliersPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuppliersPage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SuppliersPage_row"
};

(node as any).hash = "5416311e94930d64475e1e3b293bfa69";

export default node;
