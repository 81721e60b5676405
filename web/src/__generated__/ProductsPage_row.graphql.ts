/**
 * @generated SignedSource<<a4eb6f2aeee30ae618b5fd9604d3f993>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductsPage_row$data = {
  readonly category: string | null | undefined;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly price: string;
  readonly " $fragmentType": "ProductsPage_row";
};
export type ProductsPage_row$key = {
  readonly " $data"?: ProductsPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductsPage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ProductsPage_row"
};

(node as any).hash = "bdb3d2862a2369dc5c0e1f02b62ee6f1";

export default node;
