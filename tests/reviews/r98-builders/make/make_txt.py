#!/usr/bin/python3
"""Writes the two .txt files that need characters a heredoc would lose: 04 (Word 'Save as Plain Text' of a
table-layout template: tab between a row's cells, CRLF line ends) and 05 (Google Docs 'Download > Plain text':
byte-order mark, CRLF, the sidebar table's cells after the main column)."""
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")

T04 = """Jasmine R. Whitfield
4120 S 900 E, Salt Lake City, UT 84107  |  (801) 555-0163  |  jwhitfield.cma@example.com

Objective\tCertified medical assistant looking for a clinical role in a busy family or pediatric practice, bringing hands-on rooming, vitals, injections and EHR charting in two multi-provider clinics.
Skills\tVital signs and patient intake
Phlebotomy and venipuncture
EKG (12-lead)
Injections (IM, SubQ, ID)
Epic and athenahealth EHR
Scheduling and prior authorizations
Bilingual (English/Spanish)
Experience\tCertified Medical Assistant\tJun 2021 – Present
Intermountain Health – Cottonwood Family Medicine, Murray, UT
Room 25–30 patients a day for four physicians: vitals, histories, medication reconciliation
Draw blood, run CLIA-waived tests (strep, A1c, UA) and perform 12-lead EKGs
Give childhood and adult immunizations and enter them in the state registry (USIIS)
Trained six new MAs on rooming standards and Epic smart phrases
Medical Assistant\tFeb 2019 – May 2021
Granger Medical Clinic, West Valley City, UT
Back-office MA for an internal medicine team of three providers
Processed 40+ prior authorizations a week and handled refill requests
Front Desk Receptionist\tAug 2017 – Jan 2019
Wasatch Pediatrics, Sandy, UT
Checked in 120 patients a day, verified insurance and collected co-pays
Education\tMedical Assistant Diploma\t2018
Eagle Gate College, Murray, UT
High School Diploma\t2016
Cottonwood High School, Murray, UT
Certifications\tCertified Medical Assistant (CMA), AAMA – 2019, recertified 2024
Basic Life Support (BLS), American Heart Association – exp. 03/2027
Certified Phlebotomy Technician (CPT), NHA – 2020
References\tAvailable on request.
"""

T05 = """Daniel Tremblay
Store Manager
88 Wellington Street West
Toronto, ON M5V 1A1
(416) 555-0139
daniel.tremblay@example.ca


EXPERIENCE
Canadian Tire, Mississauga, ON — Store Manager
APRIL 2021 - PRESENT
Lead a $28M store with 85 team members across automotive, home, seasonal and the service garage.
Grew sales 11% in 2023 while holding payroll to budget; ranked in the top 10 of 32 GTA stores.
Cut shrink from 2.1% to 1.3% with a loss prevention plan and weekly cycle counts.


Canadian Tire, Brampton, ON — Assistant Store Manager
JUNE 2018 - MARCH 2021
Ran receiving, replenishment and the seasonal changeover for a 60,000 sq ft store.
Built the staff schedule in Kronos for 70 people and kept overtime under 2%.
Led curbside pickup launch in April 2020 (400 orders a day at peak).


Winners (TJX Canada), Toronto, ON — Department Supervisor
MAY 2015 - MAY 2018
Supervised the home and footwear departments (12 associates); visual merchandising and markdowns.


Winners (TJX Canada), Toronto, ON — Sales Associate
SEPTEMBER 2013 - APRIL 2015
Part-time while studying at Humber: cash, fitting rooms, processing.


EDUCATION
Humber College, Toronto, ON — Business Administration Diploma
SEPTEMBER 2012 - APRIL 2015
Dean's list, 2014.


SKILLS
Team leadership and scheduling
P&L and inventory management
Loss prevention
Visual merchandising
SAP Retail and Kronos
Customer service


AWARDS
Canadian Tire Dealer Excellence Award, 2023
Winners Supervisor of the Year, Ontario East region, 2017


LANGUAGES
English, French
"""

def write(name, text, bom=False):
    data = text.replace("\n", "\r\n")
    with open(os.path.join(OUT, name), "w", encoding="utf-8-sig" if bom else "utf-8", newline="") as f:
        f.write(data)

write("04-word-plaintext-medical-assistant-us.txt", T04)
write("05-gdocs-serif-txt-store-manager-ca.txt", T05, bom=True)
