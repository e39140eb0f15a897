#!/usr/bin/python3
"""Writes files/21..28 *.docx with python-docx (Debian's python3-docx): tables used for layout, tab stops for
right-aligned dates, bulleted lists, Word heading styles, a page header holding the contact details.
Run: /usr/bin/python3 make/make_docx.py"""
import os
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
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


def para(where, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = where.add_paragraph(style=style) if style else where.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(where, text, style="List Bullet"):
    p = where.add_paragraph(text, style=style)
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False, before=6):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(before)
    return p


def rule_heading(d, text, color="1F4E79", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def no_borders(table):
    tblPr = table._tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}")
        el.set(qn("w:val"), "nil")
        borders.append(el)
    tblPr.append(borders)


def widths(table, *cms):
    for row in table.rows:
        for cell, w in zip(row.cells, cms):
            cell.width = Cm(w)


def cell_text(cell, text, bold=False, italic=False, size=None):
    cell.paragraphs[0].text = ""
    r = cell.paragraphs[0].add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    cell.paragraphs[0].paragraph_format.space_after = Pt(1)
    return cell.paragraphs[0]


def cell_bullets(cell, items):
    for it in items:
        p = cell.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(0)


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US special education teacher: a borderless layout table per job (dates cell | details cell) ------------------
def f21():
    d = new_doc("Calibri", 10.5, 1.9)
    para(d, "Roberto \"Beto\" Villalobos", bold=True, size=20, space_after=0)
    para(d, "Special Education Teacher (Cross-Categorical, K-12)", italic=True, size=11, color="385723", space_after=0)
    para(d, "Mesa, AZ 85201  |  (480) 555-0157  |  beto.villalobos@example.com", size=9.5, space_after=6)
    rule_heading(d, "Summary", "385723")
    para(d, "Special education teacher running a self-contained resource program for students with mild to moderate "
            "disabilities. Strong IEP writer and case manager, comfortable co-teaching in general education, and "
            "trained in structured literacy (Wilson Reading System).")
    rule_heading(d, "Certification", "385723")
    for c in ["Arizona Standard Professional Certificate — Special Education: Cross-Categorical (K-12)",
              "Arizona Structured English Immersion (SEI) Endorsement, Full",
              "Arizona IVP Fingerprint Clearance Card (valid through 2030)",
              "Wilson Reading System Level I Certification, 2022",
              "CPI Nonviolent Crisis Intervention, 2025"]:
        bullet(d, c)
    rule_heading(d, "Professional Experience", "385723")
    jobs = [
        ("08/2021 – Present", "Special Education Teacher — Resource (Grades 6-8)",
         "Mesa Public Schools, Taylor Junior High School, Mesa, AZ",
         ["Case manager for 24 students with IEPs (SLD, OHI, ASD, ED); write PLAAFPs, goals and transition plans.",
          "Lead 30+ IEP and MET meetings a year; progress monitoring with easyCBM and curriculum-based measures.",
          "Co-teach two 7th grade ELA sections; deliver Wilson Reading and Number Worlds interventions.",
          "Supervise and schedule three paraprofessionals."]),
        ("07/2018 – 05/2021", "Special Education Teacher — Self-Contained Autism Program (K-3)",
         "Chandler Unified School District, Galveston Elementary, Chandler, AZ",
         ["Class of 9 students with autism; visual supports, token economies, discrete trial teaching with the BCBA.",
          "Trained and supervised 4 paraeducators; kept daily behavior and toileting data in Google Sheets."]),
        ("01/2017 – 06/2018", "Paraprofessional / Instructional Assistant (SPED)",
         "Chandler Unified School District, Galveston Elementary, Chandler, AZ",
         ["1:1 and small-group support in the autism program while finishing my teaching certificate (Rio Salado College, post-bacc)."]),
    ]
    for dates, title, org, items in jobs:
        t = d.add_table(rows=1, cols=2)
        no_borders(t)
        widths(t, 3.6, 13.6)
        cell_text(t.rows[0].cells[0], dates, bold=True, size=9.5)
        c = t.rows[0].cells[1]
        cell_text(c, title, bold=True)
        p = c.add_paragraph()
        r = p.add_run(org)
        r.italic = True
        p.paragraph_format.space_after = Pt(1)
        cell_bullets(c, items)
        para(d, "", space_after=2)
    rule_heading(d, "Education", "385723")
    t = d.add_table(rows=3, cols=2)
    no_borders(t)
    widths(t, 3.6, 13.6)
    cell_text(t.rows[0].cells[0], "2018", bold=True, size=9.5)
    cell_text(t.rows[0].cells[1], "Post-Baccalaureate Teacher Certification, Special Education — Rio Salado College, Tempe, AZ")
    cell_text(t.rows[1].cells[0], "2016", bold=True, size=9.5)
    cell_text(t.rows[1].cells[1], "Bachelor of Science, Psychology — Arizona State University, Tempe, AZ")
    cell_text(t.rows[2].cells[0], "2024", bold=True, size=9.5)
    cell_text(t.rows[2].cells[1], "Master of Education in Special Education — Northern Arizona University (online)")
    rule_heading(d, "Skills", "385723")
    para(d, "IEP development and case management · Progress monitoring (easyCBM) · Structured literacy (Wilson, "
            "Orton-Gillingham) · Co-teaching · Behavior intervention plans (FBA/BIP) · Discrete trial teaching · "
            "SpedTrack · Synergy SIS · Bilingual English/Spanish · Collaboration with families")
    save(d, "21-sped-teacher-layout-table-az-us.docx")


# 22 UK nursery practitioner, Level 3 Early Years Educator: tab-stop dates, Word bullets ---------------------------
def f22():
    d = new_doc("Arial", 10, 2.0)
    para(d, "Chloe Ann Whitmore", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Leicester LE4 7PD  •  07700 900 146  •  chloe.whitmore@example.co.uk", size=9.5, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    rule_heading(d, "About me", "C0504D")
    para(d, "Level 3 qualified Early Years Educator and room leader in a busy day nursery. I love the toddler age group, "
            "keeping a calm, language-rich room and working closely with parents. I am a trained SENCo for the "
            "setting and the deputy Designated Safeguarding Lead.")
    rule_heading(d, "Work experience", "C0504D")
    W = 17.0
    tabbed(d, "Room Leader (Toddler Room, 2–3 years) & Setting SENCo", "Mar 2023 – Present", W)
    para(d, "Busy Bees Day Nursery, Birstall, Leicester", italic=True, space_after=1)
    for b in ["Lead a team of 4 practitioners in a 24-place toddler room; plan in-the-moment learning around the EYFS.",
              "Key person for 8 children; two-year progress checks and learning journals on Famly.",
              "Setting SENCo: SEN support plans, referrals to speech and language therapy and the Early Years SEND team.",
              "Deputy DSL; supported the setting through an Ofsted inspection in 2024 (Good)."]:
        bullet(d, b)
    tabbed(d, "Nursery Practitioner (Level 3)", "Aug 2020 – Feb 2023", W)
    para(d, "Little Acorns Pre-School, Syston, Leicestershire", italic=True, space_after=1)
    for b in ["Preschool room (3–4 years); phonics Phase 1 and school-readiness groups; parent stay-and-play sessions."]:
        bullet(d, b)
    tabbed(d, "Apprentice Nursery Assistant (Level 2, then Level 3 apprenticeship)", "Sept 2018 – July 2020", W)
    para(d, "Little Acorns Pre-School, Syston, Leicestershire", italic=True, space_after=1)
    tabbed(d, "Sales Assistant (Saturdays)", "2016 – 2018", W)
    para(d, "Boots, Haymarket Shopping Centre, Leicester", italic=True, space_after=1)
    rule_heading(d, "Qualifications", "C0504D")
    tabbed(d, "Level 3 Diploma for the Early Years Workforce (Early Years Educator)", "2020", W, bold=False, before=2)
    para(d, "Leicester College (apprenticeship)", italic=True, space_after=1)
    tabbed(d, "Level 2 Certificate for the Children and Young People's Workforce", "2019", W, bold=False, before=2)
    para(d, "Leicester College", italic=True, space_after=1)
    tabbed(d, "GCSEs: 7 at grades 9–4 including English (6) and Maths (5)", "2018", W, bold=False, before=2)
    para(d, "Rushey Mead Academy, Leicester", italic=True, space_after=1)
    rule_heading(d, "Training and certificates", "C0504D")
    for b in ["Paediatric First Aid (12-hour, full) — renewed January 2025",
              "Safeguarding and Child Protection Level 3 (Designated Lead) — 2024",
              "Level 3 Award in Supporting Special Educational Needs (Early Years SENCo) — 2023",
              "Food Hygiene Level 2 — 2023",
              "Enhanced DBS — on the Update Service"]:
        bullet(d, b)
    rule_heading(d, "Skills", "C0504D")
    para(d, "EYFS framework; observation, assessment and planning; in-the-moment planning; Famly; Tapestry; "
            "Makaton (Level 1); key person approach; behaviour support; working with parents; team leadership")
    rule_heading(d, "References", "C0504D")
    para(d, "Available on request.")
    save(d, "22-nursery-room-leader-eyfs-tabs-leicester-uk.docx")


# 23 US case manager: name and contact only in the page header; title line then italic employer line --------------
def f23():
    d = new_doc("Cambria", 10.5, 2.0)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("MARCUS D. ELLINGTON")
    r.bold = True
    r.font.size = Pt(15)
    hp2 = hdr.add_paragraph()
    hp2.add_run("Chicago, IL 60637  ·  (773) 555-0184  ·  marcus.ellington@example.com").font.size = Pt(9.5)
    para(d, "CASE MANAGER  |  HOUSING FIRST  |  QMHP", bold=True, size=10, color="7F6000", space_after=6)
    rule_heading(d, "Professional Summary", "7F6000", 11)
    para(d, "Case manager with eight years in permanent supportive housing and community mental health on Chicago's "
            "South Side. I carry a caseload of formerly homeless adults with serious mental illness and substance use, "
            "and keep them housed: 92% housing retention at 12 months in 2025. Qualified Mental Health Professional "
            "(QMHP) under Illinois Rule 132.")
    rule_heading(d, "Experience", "7F6000", 11)
    W = 16.5
    tabbed(d, "Senior Case Manager, Permanent Supportive Housing", "Apr 2021 – Present", W)
    para(d, "Thresholds — Chicago, IL", italic=True, space_after=1)
    for b in ["Caseload of 22 adults in scattered-site PSH; Housing First and harm-reduction practice.",
              "Complete CANS/ANSA assessments, IM+CANS and individualized treatment plans; document in Credible EHR.",
              "Link clients to Medicaid (MCO) benefits, SSI/SSDI applications (SOAR-trained) and primary care.",
              "Field supervisor for two BSW interns from Chicago State University."]:
        bullet(d, b)
    tabbed(d, "Case Manager", "Oct 2018 – Mar 2021", W)
    para(d, "Heartland Alliance Health — Chicago, IL", italic=True, space_after=1)
    for b in ["Street outreach and coordinated entry (VI-SPDAT) for people experiencing homelessness; HMIS data entry.",
              "Moved 41 chronically homeless clients into housing in 2019–2020."]:
        bullet(d, b)
    tabbed(d, "Residential Counselor (overnight)", "Jun 2016 – Sep 2018", W)
    para(d, "Lawndale Christian Health Center, Recovery Home — Chicago, IL", italic=True, space_after=1)
    for b in ["Overnight shifts in a 16-bed recovery home; Narcan administration, medication observation and incident reports."]:
        bullet(d, b)
    tabbed(d, "AmeriCorps Member, Youth Mentor", "Aug 2015 – Jun 2016", W)
    para(d, "City Year Chicago — Chicago, IL", italic=True, space_after=1)
    rule_heading(d, "Education", "7F6000", 11)
    tabbed(d, "Bachelor of Social Work (BSW)", "May 2015", W, bold=True, before=2)
    para(d, "Chicago State University — Chicago, IL", italic=True, space_after=1)
    rule_heading(d, "Certifications", "7F6000", 11)
    for b in ["Certified Alcohol and Other Drug Counselor (CADC), Illinois Certification Board, 2020",
              "SOAR Online Course (SSI/SSDI Outreach, Access and Recovery), 2021",
              "Mental Health First Aid USA, 2022",
              "Naloxone administration (Illinois DHS), 2024"]:
        bullet(d, b)
    rule_heading(d, "Skills", "7F6000", 11)
    para(d, "Case management · Housing First · Harm reduction · Motivational interviewing · Crisis de-escalation · "
            "Benefits advocacy (SSI/SSDI, SNAP, Medicaid) · HMIS (ServicePoint) · Credible EHR · VI-SPDAT · "
            "Trauma-informed care")
    save(d, "23-case-manager-housing-header-contact-il-us.docx")


# 24 Australian early childhood teacher: Word heading styles and bullets, NESA proficient ----------------------------
def f24():
    d = new_doc("Calibri", 10.5, 2.0)
    d.add_heading("Sophie Tran", 0)
    para(d, "Early Childhood Teacher (Bachelor qualified, NESA Proficient Teacher)", italic=True, space_after=0)
    para(d, "Blacktown NSW 2148  |  0491 570 227  |  sophie.tran.ect@example.com.au", space_after=6)
    d.add_heading("Career Objective", 1)
    para(d, "Degree-qualified early childhood teacher looking for an Educational Leader role in a long day care or "
            "preschool service in Western Sydney.")
    d.add_heading("Accreditation and Checks", 1)
    for b in ["NESA accreditation — Proficient Teacher (Early Childhood), 2022",
              "Working With Children Check (NSW) — WWC0587712E, Paid (employee)",
              "HLTAID012 Provide First Aid in an Education and Care Setting — 2025",
              "Child Protection (Mandatory Reporter) — NSW Department of Education, 2025"]:
        bullet(d, b)
    d.add_heading("Employment History", 1)
    jobs = [
        ("Early Childhood Teacher & Educational Leader", "Goodstart Early Learning Blacktown, Blacktown NSW", "January 2022 – current",
         ["Teach the preschool room (3–5 years, 20 children) and mentor 10 educators as the centre's Educational Leader.",
          "Lead the service's Quality Improvement Plan against the National Quality Standard; Exceeding NQS in QA1 (2024).",
          "Run the transition-to-school program with local primary schools; write transition statements.",
          "Document learning on Storypark, linked to the EYLF V2.0 outcomes."]),
        ("Early Childhood Teacher", "KU Children's Services – Marayong Preschool, Marayong NSW", "February 2020 – December 2021",
         ["Co-taught a 40-place community preschool with a second teacher; Start Strong funded program.",
          "Introduced a bush kinder day and loose-parts play."]),
        ("Diploma-qualified Educator (Room Leader, Toddlers)", "Guardian Childcare & Education, Parramatta NSW", "March 2016 – January 2020",
         ["Toddler room lead (2–3 years); routines, nappy change and sleep records, and family communication on Xplor."]),
    ]
    for title, org, dates, items in jobs:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False))
        p = para(d, "", space_after=1)
        runs(p, (org + " | " + dates, False, True))
        for b in items:
            bullet(d, b)
    d.add_heading("Education", 1)
    for b in ["Bachelor of Education (Early Childhood Education), Western Sydney University, 2019 (studied part-time while working)",
              "CHC50113 Diploma of Early Childhood Education and Care, TAFE NSW, 2015"]:
        bullet(d, b)
    d.add_heading("Professional Skills", 1)
    for b in ["Early Years Learning Framework (EYLF V2.0) and the National Quality Framework (NQF)",
              "Intentional teaching, play-based learning and documentation (Storypark, Xplor)",
              "Inclusion support: working with the Inclusion Support Agency and allied health",
              "Vietnamese and English (bilingual)",
              "Leadership and mentoring of educators"]:
        bullet(d, b)
    d.add_heading("Referees", 1)
    para(d, "Available upon request.")
    save(d, "24-early-childhood-teacher-nesa-headings-au.docx")


# 25 Canadian (BC) vice-principal: employer heading with roles underneath, "Employer — dates" style -----------------
def f25():
    d = new_doc("Georgia", 10.5, 2.2)
    para(d, "JONATHAN (JON) MACKENZIE-LEE", bold=True, size=17, color="1F3864", space_after=0)
    para(d, "Vice-Principal  ·  Surrey, British Columbia V3S 0B2  ·  604-555-0121  ·  jon.mackenzielee@example.ca", size=9.5, space_after=8)
    d.add_heading("Leadership Profile", 1)
    para(d, "Vice-principal of a K-7 school of 640 students with sixteen years in BC public education. I lead "
            "school-based team, inclusive education and the school's literacy goal, and I have been acting principal "
            "twice. I hold a BC Professional Teaching Certificate and completed my M.Ed. in Educational Leadership at SFU.")
    d.add_heading("Experience", 1)
    d.add_heading("Surrey Schools (School District No. 36)", 2)
    p = para(d, "", space_after=0)
    runs(p, ("Vice-Principal, ", True, False), ("Hazelgrove Elementary", False, True), (" — August 2022 to present", False, False))
    for b in ["Lead the school-based team and case-manage 70 students with designations; run SBT meetings weekly.",
              "Acting Principal (Jan–Mar 2024 and Sept 2025); manage the school budget, staffing and the School Learning Plan.",
              "Implemented a school-wide Tier 2 literacy intervention using the BC Early Reading Assessment data.",
              "Supervise EAs and evaluate teachers; Violence Threat Risk Assessment (VTRA) Level 2 trained."]:
        bullet(d, b)
    p = para(d, "", space_after=0)
    runs(p, ("Learning Support Teacher / District Helping Teacher (Literacy), ", True, False), ("Surrey Schools Curriculum & Instructional Services", False, True), (" — September 2017 to June 2022", False, False))
    for b in ["Coached 60+ K-3 teachers in structured literacy; co-wrote the district's K-3 early literacy screener guide."]:
        bullet(d, b)
    d.add_heading("Richmond School District No. 38", 2)
    p = para(d, "", space_after=0)
    runs(p, ("Classroom Teacher, Grades 3–5, ", True, False), ("Walter Lee Elementary", False, True), (" — September 2011 to June 2017", False, False))
    for b in ["Homeroom teacher; coached cross-country and Grade 5 basketball; Student Leadership Club sponsor."]:
        bullet(d, b)
    p = para(d, "", space_after=0)
    runs(p, ("Teacher Teaching on Call (TTOC)", True, False), (" — January 2010 to June 2011", False, False))
    d.add_heading("Education", 1)
    for b in ["Master of Education, Educational Leadership — Simon Fraser University, 2019",
              "Bachelor of Education (Elementary) — University of British Columbia, 2009",
              "Bachelor of Arts, Geography — University of British Columbia, 2007",
              "Reading Recovery teacher training — Reading Recovery Council, 2013"]:
        bullet(d, b)
    d.add_heading("Certification", 1)
    for b in ["BC Professional Teaching Certificate (Ministry of Education and Child Care, Teacher Certification Branch)",
              "Violence Threat Risk Assessment (VTRA) Level 1 and 2, Safer Schools Together",
              "Standard First Aid with CPR-C, 2024"]:
        bullet(d, b)
    d.add_heading("Skills", 1)
    para(d, "Instructional leadership · Inclusive education · School Learning Plans · Structured literacy · Reading Recovery · "
            "MyEducation BC · Restorative practice · Staff supervision and evaluation · Budget management · Conflict resolution")
    save(d, "25-vice-principal-bc-employer-roles-ca.docx")


# 26 UK higher level teaching assistant: a plain Word file with "Title, Employer, Town — dates" lines ---------------
def f26():
    d = new_doc("Times New Roman", 11.5, 2.5)
    para(d, "Nadia Hussain", bold=True, size=16, space_after=0)
    para(d, "72 Carlisle Road, Bradford BD8 8AS", space_after=0)
    para(d, "Tel: 07700 900 354", space_after=0)
    para(d, "nadia.hussain86@example.com", space_after=10)
    para(d, "Personal Profile", bold=True, size=12.5, space_after=2)
    para(d, "I am a Higher Level Teaching Assistant with over ten years' experience in primary schools. I lead "
            "interventions in phonics and maths, cover classes for PPA time and support pupils with EAL and SEND. "
            "I speak Urdu and Punjabi and often help families who are new to the country.", space_after=8)
    para(d, "Employment", bold=True, size=12.5, space_after=2)
    para(d, "HLTA, Green Lane Primary Academy, Bradford — Sept 2019 to present", bold=True, space_after=0)
    for b in ["Cover PPA and short-term absence across Years 1–4 (about 6 hours a week), teaching planned lessons to the whole class.",
              "Run Read Write Inc. phonics groups and the Year 2 phonics screening retake group (91% pass in 2025).",
              "EAL lead TA: induct new arrivals and assess them with the Bell Foundation framework.",
              "Lunchtime first aider and Forest School assistant."]:
        bullet(d, b)
    para(d, "Teaching Assistant (Level 3), Green Lane Primary Academy, Bradford — Sept 2015 to July 2019", bold=True, space_after=0)
    for b in ["Year 1 class TA; 1:1 support for a pupil with an EHCP (autism); Numicon and Precision Teaching interventions."]:
        bullet(d, b)
    para(d, "Midday Supervisor / Volunteer Reader, Lilycroft Primary School, Bradford — 2013 to 2015", bold=True, space_after=0)
    para(d, "", space_after=4)
    para(d, "Qualifications", bold=True, size=12.5, space_after=2)
    for b in ["Higher Level Teaching Assistant (HLTA) status — HLTA National Assessment Partnership, 2019",
              "Level 3 Certificate in Supporting Teaching and Learning in Schools — Bradford College, 2016",
              "Level 2 Award in Support Work in Schools — Bradford College, 2014",
              "GCSE English Language (C) and Mathematics (C) — Belle Vue Girls' School, 2002"]:
        bullet(d, b)
    para(d, "", space_after=4)
    para(d, "Training", bold=True, size=12.5, space_after=2)
    para(d, "Read Write Inc. Phonics (2023); Paediatric First Aid (2024); Team Teach (2022); Safeguarding Level 1 (annual); Prevent (2024); Enhanced DBS", space_after=8)
    para(d, "Skills", bold=True, size=12.5, space_after=2)
    para(d, "Phonics (Read Write Inc.), Numicon, Precision Teaching, EAL support, SEND support, behaviour management, "
            "whole-class cover, Microsoft Word and PowerPoint, CPOMS, Urdu and Punjabi", space_after=8)
    para(d, "References available on request.")
    save(d, "26-hlta-plain-word-bradford-uk.docx")


# 27 Indian special educator: bordered work table "Organisation / Designation / From / To", personal details -------
def f27():
    d = new_doc("Calibri", 11, 2.0)
    para(d, "CURRICULUM VITAE", bold=True, size=13, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "MEERA JOSEPH THOMAS", bold=True, size=15, space_after=0)
    para(d, "Special Educator (RCI Registered, CRR No. A45678)", space_after=0)
    para(d, "Flat 5B, Skyline Apartments, Kakkanad, Kochi, Kerala - 682030", space_after=0)
    para(d, "Mobile: +91 94470 55812  |  Email: meera.jthomas@example.in", space_after=8)
    rule_heading(d, "Career Summary", "2E75B6", 11.5)
    para(d, "Special educator with eleven years of experience teaching children with learning disabilities, autism spectrum "
            "disorder and intellectual disability in inclusive and special school settings. Skilled in preparing "
            "IEPs, remedial teaching, and NIOS and CBSE exam accommodations.")
    rule_heading(d, "Professional Experience", "2E75B6", 11.5)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Organisation", "Designation", "From", "To"]):
        cell_text(c, h, bold=True)
    rows = [("Choice School, Tripunithura, Kochi", "Special Educator & Learning Support Coordinator", "02/05/2019", "Till date"),
            ("Rajagiri Centre for Special Education (Rajagiri Public School), Kochi", "Special Educator", "01/06/2016", "30/04/2019"),
            ("Amrita Special School for Autism, Kochi", "Trainee Special Educator", "01/07/2015", "31/05/2016")]
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, v)
    widths(t, 6.2, 5.2, 2.6, 2.6)
    para(d, "", space_after=2)
    para(d, "Responsibilities at Choice School:", bold=True, space_after=1)
    for b in ["Run the Learning Support Centre (Grades 1–8): screening, remedial sessions and IEPs for 45 students.",
              "Coordinate CBSE board exam concessions (scribe, extra time) with the examinations department.",
              "Conduct teacher workshops on inclusive classrooms and differentiated worksheets.",
              "Parent counselling and home programme planning."]:
        bullet(d, b)
    rule_heading(d, "Educational Qualifications", "2E75B6", 11.5)
    t2 = d.add_table(rows=1, cols=4)
    t2.style = "Table Grid"
    for c, h in zip(t2.rows[0].cells, ["Qualification", "Institution", "University / Board", "Year"]):
        cell_text(c, h, bold=True)
    for row in [("M.Ed. Special Education (Learning Disability)", "NIEPMD, Chennai", "University of Madras", "2021"),
                ("B.Ed. Special Education (Intellectual Disability)", "National Institute of Speech and Hearing (NISH), Thiruvananthapuram", "University of Kerala", "2015"),
                ("B.A. Psychology", "St. Teresa's College, Ernakulam", "Mahatma Gandhi University", "2013"),
                ("Higher Secondary (XII)", "Bhavan's Vidya Mandir, Elamakkara", "CBSE", "2010")]:
        cells = t2.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, v)
    rule_heading(d, "Registration & Certifications", "2E75B6", 11.5)
    for b in ["Rehabilitation Council of India (RCI) — Registered Professional, CRR No. A45678 (valid to 2028)",
              "Certificate in Applied Behaviour Analysis (RBT-equivalent, 40 hours), 2018",
              "Orton-Gillingham Associate Level Training, Madras Dyslexia Association, 2020",
              "CTET (Paper I) qualified, 2017"]:
        bullet(d, b)
    rule_heading(d, "Skills", "2E75B6", 11.5)
    for b in ["Individualised Education Plans (IEP)", "Remedial teaching (reading, spelling, maths)",
              "Orton-Gillingham multisensory approach", "Applied Behaviour Analysis", "Assessment: GLAD, DTLD, NIMH-FACP",
              "Parent counselling", "MS Office, Google Classroom"]:
        bullet(d, b)
    rule_heading(d, "Personal Details", "2E75B6", 11.5)
    for line in ["Date of Birth: 14/08/1992", "Gender: Female", "Marital Status: Married",
                 "Languages Known: English, Malayalam, Hindi, Tamil", "Nationality: Indian"]:
        para(d, line, space_after=0)
    para(d, "", space_after=4)
    rule_heading(d, "Declaration", "2E75B6", 11.5)
    para(d, "I hereby declare that the above information is true and correct to the best of my knowledge and belief.")
    para(d, "Place: Kochi\t\t\t\t\t\t\tMEERA JOSEPH THOMAS", space_after=0)
    save(d, "27-special-educator-rci-work-table-kochi-in.docx")


# 28 Scottish (GTCS) teacher at international schools: header-row tables, short placements, IGCSE -----------------
def f28():
    d = new_doc("Calibri", 10.5, 1.8)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    widths(t, 10.5, 6.9)
    c0, c1 = t.rows[0].cells
    cell_text(c0, "Callum Fraser", bold=True, size=20)
    p = c0.add_paragraph("Secondary Geography Teacher · GTCS & QTS · IGCSE / IB DP")
    p.runs[0].italic = True
    cell_text(c1, "Dubai, United Arab Emirates")
    c1.add_paragraph("+971 50 555 0419")
    c1.add_paragraph("callum.fraser.geo@example.com")
    for cp in c1.paragraphs:
        cp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    rule_heading(d, "Profile", "2F5496", 11.5)
    para(d, "Scottish-trained geography teacher with eleven years in Scotland, Shanghai and Dubai. I teach IGCSE and "
            "IB Diploma Geography, lead fieldwork and run the Duke of Edinburgh's International Award. Fully "
            "registered with the GTCS and holding QTS through the iQTS route.")
    rule_heading(d, "Teaching Experience", "2F5496", 11.5)
    t = d.add_table(rows=1, cols=3)
    t.style = "Light Grid Accent 1"
    for c, h in zip(t.rows[0].cells, ["Dates", "School", "Role"]):
        cell_text(c, h, bold=True)
    rows = [
        ("Aug 2022 – Present", "GEMS Wellington Academy – Silicon Oasis, Dubai, UAE", "Head of Geography (KS3–IBDP)"),
        ("Aug 2019 – Jul 2022", "Dulwich College Shanghai Pudong, Shanghai, China", "Teacher of Geography; Head of Year 9 (2020–22)"),
        ("Aug 2018 – Jun 2019", "Wellington College International Shanghai, China", "Teacher of Geography (one-year contract)"),
        ("Aug 2016 – Jun 2018", "Bearsden Academy, East Dunbartonshire, Scotland", "Teacher of Geography (permanent)"),
        ("Aug 2015 – Jun 2016", "Hermitage Academy, Helensburgh, Scotland", "Probationer Teacher (Teacher Induction Scheme)"),
    ]
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, v)
    widths(t, 3.7, 7.0, 6.7)
    para(d, "", space_after=2)
    para(d, "Highlights", bold=True, space_after=1)
    for b in ["IB DP Geography mean grade 5.6 (world mean 4.7) in 2025; IGCSE 72% A*/A (CAIE 0460).",
              "Built a Years 7–9 fieldwork programme in Hatta and Ras Al Khor; DofE International Award leader (Bronze–Gold).",
              "Shanghai: moved the department to online learning in 2020 using Microsoft Teams and Nearpod.",
              "Scotland: taught National 5 and Higher Geography (SQA); ran the Eco-Schools committee."]:
        bullet(d, b)
    rule_heading(d, "Education and Qualifications", "2F5496", 11.5)
    t = d.add_table(rows=1, cols=3)
    t.style = "Light Grid Accent 1"
    for c, h in zip(t.rows[0].cells, ["Year", "Qualification", "Institution"]):
        cell_text(c, h, bold=True)
    for row in [("2015", "PGDE Secondary (Geography)", "University of Glasgow"),
                ("2014", "MA (Hons) Geography, 2:1", "University of Aberdeen"),
                ("2021", "IB Category 2 workshop – DP Geography", "International Baccalaureate")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, v)
    rule_heading(d, "Registration and Certificates", "2F5496", 11.5)
    for b in ["General Teaching Council for Scotland (GTCS) – full registration, Secondary Geography",
              "Qualified Teacher Status (QTS), awarded 2023 via the International QTS route (DfE)",
              "KHDA teacher licence (UAE), 2023",
              "Duke of Edinburgh's International Award – Award Leader training",
              "Emergency First Aid at Work; Level 3 Safeguarding (Educare), 2025; PVG membership (Disclosure Scotland)"]:
        bullet(d, b)
    rule_heading(d, "Skills", "2F5496", 11.5)
    para(d, "IB Diploma Programme · Cambridge IGCSE (0460) · SQA Higher · fieldwork and risk assessment · GIS (ArcGIS "
            "Online, QGIS) · Microsoft Teams · Nearpod · Firefly · iSAMS · Outdoor education · Mandarin (HSK 2)")
    save(d, "28-international-geography-teacher-tables-dubai-uk.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
