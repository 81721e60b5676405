/**
 * @generated SignedSource<<eab324a6bf9937e44d52598a4e3ae01a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecurringFrequency = "annual" | "monthly" | "quarterly" | "semiannual" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceDialog_invoice$data = {
  readonly companyName: string;
  readonly contractName: string | null | undefined;
  readonly contractRowId: number | null | undefined;
  readonly dueDate: string;
  readonly invoiceDate: string;
  readonly invoiceNumber: string;
  readonly isRecurring: boolean;
  readonly lines: ReadonlyArray<{
    readonly costCenterCode: string | null | undefined;
    readonly costCenterDescription: string | null | undefined;
    readonly costCenterId: string | null | undefined;
    readonly description: string;
    readonly productRowId: number | null | undefined;
    readonly quantity: number;
    readonly unitPrice: string;
    readonly vatPercentage: string;
  }>;
  readonly nextInvoiceDate: string | null | undefined;
  readonly orderRowId: number | null | undefined;
  readonly recurringFrequency: RecurringFrequency | null | undefined;
  readonly supplierName: string;
  readonly supplierRowId: number;
  readonly " $fragmentType": "InvoiceDialog_invoice";
};
export type InvoiceDialog_invoice$key = {
  readonly " $data"?: InvoiceDialog_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDialog_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDialog_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRecurring",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recurringFrequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextInvoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatPercentage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterDescription",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "72c4d8a8c42c7bbf13144391c2fb96fd";

export default node;
