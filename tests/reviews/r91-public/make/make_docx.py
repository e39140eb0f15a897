#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 91, public sector) with python-docx (Debian's python3-docx): tab stops for
right-aligned dates, layout tables, a page header holding the contact details, a skills grid, bordered tables,
Word heading styles and bulleted lists. Run: /usr/bin/python3 make_docx.py"""
import os
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(c, text="", bold=False, italic=False, size=None, color=None, align=None, after=2):
    p = c.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(after)
    return p


def bullet(c, text):
    p = c.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, pos_cm=17.0, bold=True, italic_right=False):
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(pos_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold
    r = p.add_run("\t" + right); r.bold = bold; r.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    return p


def heading(d, text, color="1F3864", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, after=3)
    p.paragraph_format.space_before = Pt(8)
    return p


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US deputy city clerk: tab-stop dates ---------------------------------------------------------------------
d = new_doc("Cambria", 10.5)
para(d, "MONIQUE L. BAPTISTE", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "New Orleans, LA 70119  |  (504) 555-0126  |  monique.baptiste@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, after=8)
heading(d, "Professional Summary")
para(d, "Certified Municipal Clerk with twelve years in local and state government: council agendas and minutes, "
        "public records, elections support and legislative drafting. Known for accuracy under deadline and fair, "
        "patient service to residents.")
heading(d, "Experience")
tabbed(d, "Deputy City Clerk", "01/2021 – Present")
para(d, "City of New Orleans, Office of the Clerk of Council, New Orleans, LA", italic=True)
for b in ["Prepare agendas, minutes and legislative records for 24 regular Council meetings and 100+ committee meetings a year in Legistar.",
          "Supervise 5 clerks; manage the public records request queue (900+ requests a year) under the Louisiana Public Records Law.",
          "Led the move of 40 years of ordinances and resolutions into Laserfiche with full-text search."]:
    bullet(d, b)
tabbed(d, "Legislative Aide", "03/2017 – 12/2020")
para(d, "New Orleans City Council, Office of Councilmember, District B, New Orleans, LA", italic=True)
for b in ["Drafted ordinances and motions on short-term rentals and blight; tracked 300+ items through committee.",
          "Handled constituent services and neighborhood association relations for District B."]:
    bullet(d, b)
tabbed(d, "Constituent Services Coordinator", "06/2014 – 02/2017")
para(d, "Louisiana House of Representatives, District 93 Office, New Orleans, LA", italic=True)
bullet(d, "Resolved constituent casework with state agencies (unemployment, Medicaid, OMV); managed the office's correspondence.")
heading(d, "Education")
tabbed(d, "Master of Public Administration (MPA)", "2019", bold=False)
para(d, "University of New Orleans, New Orleans, LA", italic=True)
tabbed(d, "Bachelor of Arts, Political Science", "2014", bold=False)
para(d, "Xavier University of Louisiana, New Orleans, LA", italic=True)
heading(d, "Certifications")
bullet(d, "Certified Municipal Clerk (CMC), International Institute of Municipal Clerks, 2022")
bullet(d, "Notary Public, State of Louisiana, 2018")
heading(d, "Skills")
para(d, "Legistar · Laserfiche · Agenda management · Minutes and records management · Public records requests · "
        "Robert's Rules of Order · Ordinance drafting · Microsoft Office")
save(d, "21-deputy-city-clerk-tabs-us.docx")

# 22 UK council housing officer: layout table (dates cell | details cell) --------------------------------------
d = new_doc("Arial", 10)
para(d, "Bethany Clarke", bold=True, size=20, color="7B2C50", after=0)
para(d, "Nottingham NG5  •  07700 900284  •  bethany.clarke@example.co.uk", after=8)
heading(d, "About me", color="7B2C50")
para(d, "Senior Housing Officer with ten years in local government customer service, homelessness and tenancy "
        "management. Firm and fair with tenants, and used to working with police, social care and the courts.")
heading(d, "Work history", color="7B2C50")
t = d.add_table(rows=0, cols=2)
jobs = [("Apr 2021 – Present", "Senior Housing Officer (Tenancy Management)", "Nottingham City Council, Nottingham",
         ["Manage a patch of 1,100 council homes and lead on complex anti-social behaviour cases.",
          "Prepare possession and injunction cases for the County Court; 14 injunctions obtained since 2022.",
          "Cut rent arrears on my patch by 22% in 2023/24 through early intervention."]),
        ("Jun 2018 – Mar 2021", "Housing Options Officer", "Derby City Council, Derby",
         ["Assessed homelessness applications under Part 7 of the Housing Act 1996 and the Homelessness Reduction Act 2017.",
          "Wrote personalised housing plans and made prevention and relief decisions."]),
        ("Sep 2016 – May 2018", "Customer Service Advisor", "Nottinghamshire County Council, Mansfield",
         ["Answered 60+ calls a day on council tax, adult social care and highways; logged safeguarding referrals."])]
for dates, title, org, bl in jobs:
    r = t.add_row().cells
    r[0].width, r[1].width = Cm(4.0), Cm(13.0)
    r[0].paragraphs[0].add_run(dates).bold = True
    p = r[1].paragraphs[0]; p.add_run(title).bold = True
    para(r[1], org, italic=True, after=1)
    for b in bl:
        bullet(r[1], b)
heading(d, "Education", color="7B2C50")
t = d.add_table(rows=0, cols=2)
r = t.add_row().cells
r[0].width, r[1].width = Cm(4.0), Cm(13.0)
r[0].paragraphs[0].add_run("2013 – 2016").bold = True
r[1].paragraphs[0].add_run("BA (Hons) Sociology, Nottingham Trent University")
heading(d, "Training & certificates", color="7B2C50")
bullet(d, "CIH Level 4 Certificate in Housing, Chartered Institute of Housing (2019)")
bullet(d, "Mental Health First Aid (MHFA England), 2022")
bullet(d, "Safeguarding Adults and Children, Level 2 (2023)")
heading(d, "Skills", color="7B2C50")
para(d, "Tenancy management; anti-social behaviour case management; homelessness assessment; rent arrears recovery; "
        "safeguarding; mediation; NEC Housing (Northgate); report writing; Microsoft Office")
save(d, "22-council-housing-officer-layout-table-uk.docx")

# 23 Canadian advanced care paramedic: name and contact only in the page header --------------------------------
d = new_doc("Calibri", 10.5)
h = d.sections[0].header
hp = h.paragraphs[0]
r = hp.add_run("Émilie Gagnon-Fraser, ACP"); r.bold = True; r.font.size = Pt(16)
para(h, "Ottawa, ON  ·  613-555-0168  ·  emilie.gagnonfraser@example.ca", after=0)
d.add_heading("Profile", level=1)
para(d, "Bilingual Advanced Care Paramedic with over eleven years in urban and rural EMS in Eastern Ontario.")
d.add_heading("Experience", level=1)
for title, org, dates, bl in [
        ("Advanced Care Paramedic", "Ottawa Paramedic Service, Ottawa, ON", "2019 – present",
         ["Respond to 911 calls as ACP on an ALS unit; lead on cardiac arrests, major trauma and paediatric calls.",
          "Precept ACP and PCP students from Algonquin College and La Cité (8 students since 2021)."]),
        ("Primary Care Paramedic", "County of Renfrew Paramedic Service, Pembroke, ON", "2015 – 2019",
         ["Rural 911 response with long transport times to Ottawa trauma centres; community paramedicine home visits."]),
        ("Patient Transfer Attendant (part-time)", "Voyageur Patient Transfer, Cornwall, ON", "2014 – 2015",
         ["Non-urgent inter-facility transfers while in paramedic school."])]:
    d.add_heading(title, level=2)
    para(d, org + "  |  " + dates, italic=True)
    for b in bl:
        bullet(d, b)
d.add_heading("Education", level=1)
para(d, "Advanced Care Paramedic (Ontario College Graduate Certificate) — Algonquin College, Ottawa, 2019")
para(d, "Paramedic (Ontario College Diploma) — Algonquin College, Ottawa, 2015")
d.add_heading("Certifications", level=1)
for c in ["Ontario Advanced Care Paramedic certification (Regional Paramedic Program for Eastern Ontario)",
          "ACLS (Heart and Stroke Foundation)", "PALS", "PHTLS", "Class F Ontario driver's licence"]:
    bullet(d, c)
d.add_heading("Skills", level=1)
para(d, "Advanced airway management, IV/IO access, 12-lead ECG interpretation, medication administration, "
        "MCI triage (START), patient assessment, English and French (bilingual)")
save(d, "23-advanced-care-paramedic-header-contact-ca.docx")

# 24 USAF veteran to program manager: skills grid table -------------------------------------------------------
d = new_doc("Calibri", 10.5, 1.8)
para(d, "KEVIN D. LARKIN, PMP", bold=True, size=18, color="0B3D91", after=0)
para(d, "Program Manager  |  U.S. Air Force Veteran (Captain, 13S Space Operations)  |  Active TS/SCI", after=0)
para(d, "Colorado Springs, CO 80920  ·  719-555-0145  ·  kevin.larkin@example.com", after=8)
heading(d, "Summary", "0B3D91")
para(d, "Program manager with ten years leading space and defense programs, first as an Air Force space operations "
        "officer and now at Booz Allen Hamilton. Delivers on schedule through clear plans, honest risk reporting and "
        "teams that trust each other.")
heading(d, "Core Skills", "0B3D91")
skills = ["Program management", "Earned value management (EVM)", "Risk management", "Agile / Scrum", "Jira",
          "Microsoft Project", "DoD acquisition (DAU)", "Budget oversight", "Executive briefings"]
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
for i, s in enumerate(skills):
    t.cell(i // 3, i % 3).text = s
heading(d, "Professional Experience", "0B3D91")
tabbed(d, "Program Manager", "Jan. 2022 to date")
para(d, "Booz Allen Hamilton, Colorado Springs, CO", italic=True)
for b in ["Manage a $28M, 60-person program supporting U.S. Space Force ground system modernization.",
          "Run monthly EVM reviews (CPI 1.02, SPI 0.98 in FY2025) and the program's risk register.",
          "Moved 4 software teams to two-week Scrum sprints in Jira; release cadence went from quarterly to monthly."]:
    bullet(d, b)
para(d, "United States Air Force, Schriever AFB (now Schriever SFB), CO", bold=True, after=0)
tabbed(d, "Flight Commander, 2nd Space Operations Squadron", "06/2019 – 12/2021", bold=False)
for b in ["Led 32 officers and enlisted operators running the GPS satellite constellation 24/7.",
          "Planned and executed 3 satellite launches and on-orbit checkouts with zero mission impacts."]:
    bullet(d, b)
tabbed(d, "Crew Commander, 4th Space Operations Squadron", "06/2016 – 05/2019", bold=False)
bullet(d, "Commanded a 5-person crew operating Wideband Global SATCOM satellites; instructor and evaluator from 2017.")
heading(d, "Education", "0B3D91")
para(d, "Master of Engineering Management — University of Colorado Colorado Springs, 2021")
para(d, "Bachelor of Science, Astronautical Engineering — United States Air Force Academy, 2016")
heading(d, "Certifications", "0B3D91")
para(d, "Project Management Professional (PMP), PMI, 2022  •  Certified ScrumMaster (CSM), Scrum Alliance, 2023")
save(d, "24-usaf-veteran-program-manager-grid-us.docx")

# 25 Australian station officer, Fire and Rescue NSW: bullets, volunteer RFS, trade before -----------------------
d = new_doc("Arial", 10, 2.0)
para(d, "Hamish McLeod", bold=True, size=20, after=0)
para(d, "Station Officer – Fire and Rescue NSW", size=12, color="B22222", after=0)
para(d, "Wollongong NSW 2500  |  0400 555 318  |  hamish.mcleod@example.com.au", after=8)
heading(d, "Career overview", "B22222")
para(d, "Station Officer with fourteen years in Fire and Rescue NSW and twenty with the Rural Fire Service as a volunteer. "
        "Licensed electrician before joining FRNSW.")
heading(d, "Employment", "B22222")
for title, org, dates, bl in [
        ("Station Officer", "Fire and Rescue NSW, Wollongong Fire Station (Station 275), Wollongong NSW", "Mar 2020 – current",
         ["Command a crew of 4–6 on a busy urban station: structure fires, road crash rescue and hazmat.",
          "Station lead for community safety education and home fire safety visits (300+ a year)."]),
        ("Senior Firefighter / Qualified Firefighter", "Fire and Rescue NSW, Shellharbour Fire Station, Shellharbour NSW", "Jan 2012 – Feb 2020",
         ["Breathing apparatus operator and accredited rescue operator; relieving Station Officer from 2018."]),
        ("Electrician", "Southcoast Electrical Pty Ltd, Wollongong NSW", "2006 – 2011",
         ["Apprentice (2006 – 2009), then licensed electrician on commercial and domestic work."])]:
    tabbed(d, title, dates, 17.0)
    para(d, org, italic=True, after=1)
    for b in bl:
        bullet(d, b)
heading(d, "Volunteer service", "B22222")
tabbed(d, "Volunteer Firefighter / Crew Leader", "2006 – current", 17.0)
para(d, "NSW Rural Fire Service, Jamberoo Brigade, Jamberoo NSW", italic=True, after=1)
bullet(d, "Crew leader on strike teams during the 2019–20 Black Summer fires (Currowan and Green Wattle Creek).")
heading(d, "Qualifications", "B22222")
bullet(d, "Diploma of Public Safety (Firefighting Management), Fire and Rescue NSW, 2021")
bullet(d, "Certificate III in Electrotechnology Electrician, TAFE NSW Illawarra, 2009")
heading(d, "Licences & certificates", "B22222")
for c in ["Heavy Rigid (HR) driver licence", "Breathing Apparatus Operator", "Road Crash Rescue Operator",
          "Provide First Aid (HLTAID011)", "NSW Electrical Contractor Licence (lapsed)"]:
    bullet(d, c)
heading(d, "Skills", "B22222")
para(d, "Incident command (AIIMS) · Fire suppression · Road crash rescue · Hazardous materials response · "
        "Community education · Crew leadership · Electrical fault finding")
save(d, "25-station-officer-fire-rescue-nsw-au.docx")

# 26 US nonprofit director of development: board service dated ---------------------------------------------
d = new_doc("Georgia", 10.5, 2.0)
para(d, "Rebecca A. Stein", bold=True, size=20, after=0)
para(d, "Chicago, IL 60614 · 312-555-0157 · rebecca.stein@example.org", after=6)
para(d, "DIRECTOR OF DEVELOPMENT · CFRE", bold=True, color="2E7D32", after=6)
d.add_heading("Experience", level=1)
for title, org, dates, bl in [
        ("Director of Development", "Greater Chicago Food Depository, Chicago, IL", "Sep 2020 – Present",
         ["Lead a team of 9 and a $24M annual fundraising program (individual, foundation and corporate giving).",
          "Closed the $35M Ending Hunger campaign 6 months early; grew major gifts ($10K+) by 41% in three years.",
          "Moved the team from Raiser's Edge to Salesforce NPSP with no loss of donor history."]),
        ("Associate Director, Foundation Relations", "Ann & Robert H. Lurie Children's Hospital of Chicago Foundation, Chicago, IL", "Jan 2017 – Aug 2020",
         ["Managed a portfolio of 120 foundations; secured $14M including a $3M multi-year research grant."]),
        ("Grants Manager", "Heartland Alliance, Chicago, IL", "Jun 2013 – Dec 2016",
         ["Wrote and managed 60+ federal, state and foundation grants (HUD, SAMHSA, Chicago Community Trust)."]),
        ("Development Assistant", "Steppenwolf Theatre Company, Chicago, IL", "Aug 2011 – May 2013",
         ["Gift entry, acknowledgment letters and event logistics for the annual gala."])]:
    d.add_heading(title, level=2)
    para(d, org + " — " + dates, italic=True, after=1)
    for b in bl:
        bullet(d, b)
d.add_heading("Board & Volunteer Leadership", level=1)
para(d, "Board Member, Young Nonprofit Professionals Network Chicago — 2019 – 2022")
d.add_heading("Education", level=1)
para(d, "M.S. Public Service Management (Fundraising and Philanthropy concentration), DePaul University, 2015")
para(d, "B.A. English and Theatre, Northwestern University, 2011")
d.add_heading("Certification", level=1)
para(d, "Certified Fund Raising Executive (CFRE), 2019")
d.add_heading("Skills", level=1)
para(d, "Major gift fundraising · Grant writing · Campaign planning · Donor stewardship · Salesforce NPSP · "
        "Raiser's Edge NXT · Budgeting · Team leadership · Board relations")
save(d, "26-nonprofit-development-director-us.docx")

# 27 Kenyan M&E specialist, UNICEF / IRC: bordered table Position | Organisation | Location | Period -----------
d = new_doc("Calibri", 10.5, 1.8)
para(d, "WANJIRU KAMAU", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "P.O. Box 55012-00100, Nairobi, Kenya | +254 722 555 104 | wanjiru.kamau@example.org", align=WD_ALIGN_PARAGRAPH.CENTER, after=8)
d.add_heading("Professional Summary", level=1)
para(d, "Monitoring, evaluation and learning specialist with over eleven years in humanitarian and development "
        "programmes in Kenya, including refugee operations in Kakuma and national child protection programmes.")
d.add_heading("Work Experience", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for i, h in enumerate(["Position", "Organisation", "Location", "Period"]):
    t.rows[0].cells[i].paragraphs[0].add_run(h).bold = True
for row in [("Monitoring & Evaluation Specialist (NOB)", "UNICEF Kenya Country Office", "Nairobi", "Feb 2022 – Present"),
            ("M&E Officer", "International Rescue Committee (IRC)", "Kakuma Refugee Camp, Turkana", "Jan 2018 – Jan 2022"),
            ("Research Assistant", "Kenya Medical Research Institute (KEMRI)", "Kisumu", "2015 – 2017")]:
    c = t.add_row().cells
    for i, v in enumerate(row):
        c[i].text = v
para(d, "", after=2)
para(d, "Key achievements", bold=True)
for b in ["UNICEF: designed the results framework and DHIS2 indicators for the national child protection information system; trained 140 county officers.",
          "UNICEF: led data quality assessments in 8 counties and the mid-term review of the 2022–2026 country programme.",
          "IRC: built the KoboToolbox data system for health and nutrition programmes serving 190,000 refugees; produced monthly Power BI dashboards for donors (ECHO, BHA).",
          "KEMRI: supervised household survey field teams for a malaria cohort study; cleaned and analysed data in Stata."]:
    bullet(d, b)
d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for i, h in enumerate(["Qualification", "Institution", "Year"]):
    t.rows[0].cells[i].paragraphs[0].add_run(h).bold = True
for row in [("MA Project Planning and Management", "University of Nairobi", "2019"),
            ("BSc Statistics", "Jomo Kenyatta University of Agriculture and Technology (JKUAT)", "2014")]:
    c = t.add_row().cells
    for i, v in enumerate(row):
        c[i].text = v
d.add_heading("Skills", level=1)
for b in ["M&E: results-based management, logframes, theory of change, data quality assessment, evaluation design",
          "Tools: KoboToolbox, ODK, DHIS2, Stata, Power BI, Excel",
          "Capacity building and training; report writing",
          "Languages: English, Kiswahili"]:
    bullet(d, b)
d.add_heading("Referees", level=1)
t = d.add_table(rows=1, cols=2)
t.style = "Table Grid"
t.rows[0].cells[0].text = "Dr. Peter Otieno\nChief, Planning, Monitoring & Evaluation\nUNICEF Kenya\npotieno@example.org"
t.rows[0].cells[1].text = "Ms. Grace Mwangi\nHealth Coordinator\nInternational Rescue Committee\ngmwangi@example.org"
save(d, "27-me-specialist-unicef-tables-kenya.docx")

# 28 US federal contract specialist, USAJOBS style with Word heading styles -------------------------------------
d = new_doc("Times New Roman", 11, 2.2)
para(d, "Theresa M. Kowalczyk", bold=True, size=16, after=0)
para(d, "Mailing Address: 2250 Pinecrest Road, Apt 3B, Midwest City, OK 73110", after=0)
para(d, "Day Phone: 405-555-0138   Email: tkowalczyk@example.com", after=0)
para(d, "Citizenship: U.S. Citizen   Veterans' Preference: N/A   Federal Status: GS-1102-12 (current)", after=8)
d.add_heading("Work Experience", level=1)
for org, addr, dates, grade, hours, sal, title, sup, bl in [
        ("Department of the Air Force, Oklahoma City Air Logistics Complex",
         "3001 Staff Drive, Tinker AFB, OK 73145 US", "10/2021 - Present", "GS-1102-12", "40", "$93,407 per year",
         "Contract Specialist", "Alan Pierce, 405-555-0100, may contact",
         ["Award and administer sustainment contracts for KC-135 and B-52 depot maintenance, $180M in FY2025 obligations.",
          "Lead source selections under FAR Part 15: write evaluation plans, conduct discussions, and draft source selection decision documents.",
          "Perform price and cost analysis with DCMA and DCAA support; negotiate fair and reasonable prices.",
          "Hold a Contracting Officer warrant up to $5M (2024)."]),
        ("Defense Logistics Agency, DLA Aviation at Oklahoma City",
         "3001 Staff Drive, Tinker AFB, OK 73145 US", "06/2017 - 10/2021", "GS-1102-07/09/11", "40", "$72,030 per year",
         "Contract Specialist (Career Intern)", "Denise Harlan, 405-555-0177, may contact",
         ["Completed the DLA acquisition career intern program; awarded 600+ simplified acquisitions and delivery orders.",
          "Conducted market research in SAM.gov and wrote acquisition plans and justifications."]),
        ("Department of Veterans Affairs, Oklahoma City VA Health Care System",
         "921 NE 13th Street, Oklahoma City, OK 73104 US", "03/2014 - 05/2017", "GS-1105-06", "40", "$41,500 per year",
         "Purchasing Agent", "Ray Dominguez, 405-555-0152, may contact",
         ["Bought medical supplies and services up to the micro-purchase and simplified acquisition thresholds with the Government Purchase Card."])]:
    d.add_heading(title, level=2)
    para(d, org, bold=True, after=0)
    para(d, addr, after=0)
    para(d, f"{dates}   |   Grade: {grade}   |   Hours per week: {hours}   |   Salary: {sal}", after=0)
    para(d, "Supervisor: " + sup, italic=True, after=2)
    for b in bl:
        bullet(d, b)
d.add_heading("Education", level=1)
para(d, "University of Central Oklahoma, Edmond, OK — Bachelor of Business Administration (BBA), Management, 05/2013")
d.add_heading("Certifications and Training", level=1)
bullet(d, "DAWIA Contracting Professional Certification, 2023")
bullet(d, "Federal Acquisition Certification in Contracting (FAC-C Professional), 2023")
bullet(d, "Defense Acquisition University: CON 1000, CON 1100, CON 2000 series")
d.add_heading("Skills", level=1)
para(d, "FAR/DFARS · Source selection · Price analysis · Cost analysis · Negotiation · Market research · SAM.gov · "
        "PIEE · Contract Writing System (CON-IT) · Government Purchase Card")
save(d, "28-federal-contract-specialist-usajobs-us.docx")
